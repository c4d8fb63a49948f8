import Foundation
import MarqueeCore
import PostgresNIO

/// Every owner's favorites in the `favorite` table, with what is needed to show them offline.
public struct PostgresFavoritesStore: FavoritesStore {
    private let database: PostgresDatabase

    /// Keeps the favorites in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func add(_ movie: Movie, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        let logger = database.logger
        return try await database.transaction { connection in
            guard try await PostgresChangeClock.advance(
                owner: owner, subject: ChangeSubject.favorite(movie.id), to: changedAt, on: connection, logger: logger
            ) else { return false }
            // Favoriting again refreshes the stored details but keeps the original date.
            try await connection.execute("""
                INSERT INTO favorite (owner_id, movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at)
                VALUES (\(owner.rawValue), \(movie.id), \(movie.title), \(movie.originalTitle), \(movie.overview),
                        \(movie.releaseDate?.description), \(movie.posterPath), \(movie.backdropPath), \(date))
                ON CONFLICT (owner_id, movie_id) DO UPDATE SET
                  title = excluded.title, original_title = excluded.original_title, overview = excluded.overview,
                  release_date = excluded.release_date, poster_path = excluded.poster_path, backdrop_path = excluded.backdrop_path
                """, logger: logger)
            return true
        }
    }

    public func remove(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        let logger = database.logger
        return try await database.transaction { connection in
            guard try await PostgresChangeClock.advance(
                owner: owner, subject: ChangeSubject.favorite(movieID), to: changedAt, on: connection, logger: logger
            ) else { return false }
            try await connection.execute("DELETE FROM favorite WHERE owner_id = \(owner.rawValue) AND movie_id = \(movieID)", logger: logger)
            return true
        }
    }

    public func favorites(of owner: OwnerID) async throws -> [FavoriteMovie] {
        let rows = try await database.query("""
            SELECT movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at
            FROM favorite WHERE owner_id = \(owner.rawValue) ORDER BY favorited_at DESC, movie_id
            """)
        var favorites: [FavoriteMovie] = []
        for try await (id, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt)
            in rows.decode((Int, String, String, String, String?, String?, String?, Date).self) {
            let movie = Movie(id: id, title: title, originalTitle: originalTitle, overview: overview,
                              releaseDate: releaseDate.flatMap(ReleaseDate.init), posterPath: posterPath, backdropPath: backdropPath)
            favorites.append(FavoriteMovie(movie: movie, favoritedAt: favoritedAt))
        }
        return favorites
    }

    public func favoriteIDs(of owner: OwnerID, among movieIDs: [Int]) async throws -> Set<Int> {
        guard !movieIDs.isEmpty else { return [] }
        let rows = try await database.query(
            "SELECT movie_id FROM favorite WHERE owner_id = \(owner.rawValue) AND movie_id = ANY(\(movieIDs))")
        var ids: Set<Int> = []
        for try await id in rows.decode(Int.self) { ids.insert(id) }
        return ids
    }

    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.transaction { connection in
            try await connection.execute("""
                INSERT INTO favorite (owner_id, movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at)
                SELECT \(destination.rawValue), movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at
                FROM favorite WHERE owner_id = \(source.rawValue)
                ON CONFLICT (owner_id, movie_id) DO UPDATE SET favorited_at = least(favorite.favorited_at, excluded.favorited_at)
                """, logger: database.logger)
            try await connection.execute("DELETE FROM favorite WHERE owner_id = \(source.rawValue)", logger: database.logger)
            try await PostgresChangeClock.moveAll(from: source, to: destination, on: connection, logger: database.logger)
        }
    }
}
