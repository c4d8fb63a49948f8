import Foundation
import GRDB
import MarqueeCore

/// Every owner's favorites, kept in the `favorite` table with what is needed to show them offline.
public struct SQLiteFavoritesStore: FavoritesStore {
    private let database: AppDatabase

    /// Keeps the favorites in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Adds `movie`, kept at `date`, unless a later change of its heart was applied; adding it
    /// again refreshes its details, not its date.
    public func add(_ movie: Movie, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        try await database.writer.write { db in
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.favorite(movie.id), to: changedAt) else { return false }
            // Favoriting again refreshes the stored details but keeps the original date.
            let existing = try FavoriteRecord.fetchOne(db, key: ["ownerID": owner.rawValue, "movieID": movie.id])
            try FavoriteRecord(movie: movie, owner: owner, favoritedAt: existing?.favoritedAt ?? date).upsert(db)
            return true
        }
    }

    /// Drops the film from the favorites, unless a later change of its heart was applied;
    /// nothing happens when it was not one.
    public func remove(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        try await database.writer.write { db in
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.favorite(movieID), to: changedAt) else { return false }
            try FavoriteRecord.deleteOne(db, key: ["ownerID": owner.rawValue, "movieID": movieID])
            return true
        }
    }

    /// Every favorite, the most recently kept first.
    public func favorites(of owner: OwnerID) async throws -> [FavoriteMovie] {
        try database.readStatement { db in
            try FavoriteRecord
                .filter(FavoriteRecord.Columns.ownerID == owner.rawValue)
                .order(FavoriteRecord.Columns.favoritedAt.desc, FavoriteRecord.Columns.movieID)
                .fetchAll(db)
                .map(\.favorite)
        }
    }

    /// Which of `movieIDs` are favorites, to fill the hearts of a list.
    public func favoriteIDs(of owner: OwnerID, among movieIDs: [Int]) async throws -> Set<Int> {
        guard !movieIDs.isEmpty else { return [] }
        return try database.readStatement { db in
            // One cached statement whatever the number of ids: they travel as one JSON array.
            let ids = "[" + movieIDs.map(String.init).joined(separator: ",") + "]"
            return try Int.fetchSet(db.cachedStatement(sql: """
                SELECT movieID FROM favorite WHERE ownerID = ? AND movieID IN (SELECT value FROM json_each(?))
                """), arguments: [owner.rawValue, ids])
        }
    }

    /// Moves `source`'s favorites and their change times to `destination` in one transaction; a
    /// film both keep stays at its earlier date.
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO favorite (ownerID, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt)
                SELECT :destination, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt
                FROM favorite WHERE ownerID = :source
                ON CONFLICT (ownerID, movieID) DO UPDATE SET favoritedAt = MIN(favoritedAt, excluded.favoritedAt);
                DELETE FROM favorite WHERE ownerID = :source;
                """, arguments: ["source": source.rawValue, "destination": destination.rawValue])
            try ChangeClock.moveAll(db, from: source, to: destination)
        }
    }
}
