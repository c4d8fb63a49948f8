import Foundation
import GRDB
import MarqueeCore

/// Imports in SQLite: one write transaction a file, over the your-films tables, with the films
/// that matched nothing kept in `unmatchedFilm` (``ImportStore``).
public struct SQLiteImportStore: ImportStore {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func write(_ plan: ImportPlan, for owner: OwnerID, at date: Date) async throws -> ImportResult {
        try await database.writer.write { db in
            var writer = SQLiteImportWriter(db: db, owner: owner, date: date)
            return try writer.write(plan)
        }
    }

    public func unmatchedFilms(of owner: OwnerID) async throws -> [UnmatchedFilm] {
        try await database.readOffTheLoops { db in
            try Row.fetchAll(db, sql: """
                WITH kept(movieID) AS (
                  SELECT movieID FROM viewing WHERE ownerID = ?1 AND movieID < 0 AND deletedAt IS NULL
                  UNION SELECT movieID FROM watchlist WHERE ownerID = ?1 AND movieID < 0
                  UNION SELECT movieID FROM favorite WHERE ownerID = ?1 AND movieID < 0
                  UNION SELECT movieID FROM filmListEntry WHERE movieID < 0 AND listID IN (SELECT id FROM filmList WHERE ownerID = ?1)
                )
                SELECT unmatchedFilm.movieID, trackedFilm.title, unmatchedFilm.year,
                  (SELECT count(*) FROM viewing WHERE ownerID = ?1 AND movieID = kept.movieID AND deletedAt IS NULL)
                FROM kept JOIN unmatchedFilm ON unmatchedFilm.movieID = kept.movieID
                JOIN trackedFilm ON trackedFilm.movieID = kept.movieID
                ORDER BY trackedFilm.title COLLATE NOCASE, unmatchedFilm.year, unmatchedFilm.movieID
                """, arguments: [owner.rawValue]).map { UnmatchedFilm(id: $0[0], title: $0[1], year: $0[2], viewings: $0[3]) }
        }
    }

    public func unmatchedFilm(_ id: Int) async throws -> UnmatchedFilm? {
        try database.readStatement { db in
            try Row.fetchOne(db, sql: """
                SELECT unmatchedFilm.movieID, trackedFilm.title, unmatchedFilm.year FROM unmatchedFilm
                JOIN trackedFilm ON trackedFilm.movieID = unmatchedFilm.movieID WHERE unmatchedFilm.movieID = ?
                """, arguments: [id]).map { UnmatchedFilm(id: $0[0], title: $0[1], year: $0[2]) }
        }
    }

    public func match(_ id: Int, to film: TrackedFilm, for owner: OwnerID?) async throws {
        try await database.writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM unmatchedFilm WHERE movieID = ?", arguments: [id]) == true else { return }
            try ViewingRows.keep(film, db)
            let movie = film.movie
            let whose = owner == nil ? "" : " AND ownerID = :owner"
            let listsWhose = owner == nil ? "" : " AND listID IN (SELECT id FROM filmList WHERE ownerID = :owner)"
            let arguments: StatementArguments = [
                "old": id, "new": movie.id, "owner": owner?.rawValue, "title": movie.title, "originalTitle": movie.originalTitle,
                "overview": movie.overview, "releaseDate": movie.releaseDate?.description, "posterPath": movie.posterPath,
                "backdropPath": movie.backdropPath,
            ]
            // The viewings move (their year's counts follow, by trigger); a film already on the
            // watchlist or among the hearts keeps its own date.
            try db.execute(sql: """
                UPDATE viewing SET movieID = :new WHERE movieID = :old\(whose);
                INSERT INTO watchlist (ownerID, movieID, addedAt) SELECT ownerID, :new, addedAt FROM watchlist WHERE movieID = :old\(whose)
                  ON CONFLICT DO NOTHING;
                DELETE FROM watchlist WHERE movieID = :old\(whose);
                INSERT INTO favorite (ownerID, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt)
                  SELECT ownerID, :new, :title, :originalTitle, :overview, :releaseDate, :posterPath, :backdropPath, favoritedAt
                  FROM favorite WHERE movieID = :old\(whose)
                  ON CONFLICT DO NOTHING;
                DELETE FROM favorite WHERE movieID = :old\(whose);
                INSERT INTO filmListEntry (listID, movieID, position, note)
                  SELECT listID, :new, position, note FROM filmListEntry WHERE movieID = :old\(listsWhose)
                  ON CONFLICT DO NOTHING;
                DELETE FROM filmListEntry WHERE movieID = :old\(listsWhose);
                """, arguments: arguments)
            let kept = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM viewing WHERE movieID = ?1) OR EXISTS (SELECT 1 FROM watchlist WHERE movieID = ?1)
                  OR EXISTS (SELECT 1 FROM favorite WHERE movieID = ?1) OR EXISTS (SELECT 1 FROM filmListEntry WHERE movieID = ?1)
                """, arguments: [id]) ?? true
            if !kept {
                try db.execute(sql: "DELETE FROM yearTally WHERE kind = 'film' AND key = ?", arguments: [id])
                try db.execute(sql: "DELETE FROM trackedFilm WHERE movieID = ?", arguments: [id])
            }
        }
    }

    public func unmatchedFilmsToRetry(limit: Int, at date: Date) async throws -> [UnmatchedFilm] {
        try await database.writer.write { db in
            let films = try Row.fetchAll(db, sql: """
                SELECT unmatchedFilm.movieID, trackedFilm.title, unmatchedFilm.year FROM unmatchedFilm
                JOIN trackedFilm ON trackedFilm.movieID = unmatchedFilm.movieID ORDER BY triedAt, unmatchedFilm.movieID DESC LIMIT ?
                """, arguments: [limit]).map { UnmatchedFilm(id: $0[0], title: $0[1], year: $0[2]) }
            let tried = ChangeTime(date).millisecondsSince1970
            for film in films {
                try db.execute(sql: "UPDATE unmatchedFilm SET triedAt = ? WHERE movieID = ?", arguments: [tried, film.id])
            }
            return films
        }
    }
}
