import Foundation
import MarqueeCore
import PostgresNIO

/// Imports in PostgreSQL, one transaction a file, over the your-films tables, with the films that
/// matched nothing kept in `unmatched_film` (as ``SQLiteImportStore``).
public struct PostgresImportStore: ImportStore {
    let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func write(_ plan: ImportPlan, for owner: OwnerID, at date: Date) async throws -> ImportResult {
        let logger = database.logger
        // One transaction for the whole file: a minute to finish, past which the person is told it
        // failed (each statement is still bounded by the server's own timeout).
        return try await database.transaction(deadline: .seconds(60)) { connection in
            try await PostgresImportWriter(connection: connection, owner: owner, date: date, logger: logger).write(plan)
        }
    }

    public func unmatchedFilms(of owner: OwnerID) async throws -> [UnmatchedFilm] {
        var films: [UnmatchedFilm] = []
        for try await (id, title, year, viewings) in try await database.query("""
            WITH kept (movie_id) AS (
              SELECT movie_id FROM viewing WHERE owner_id = \(owner.rawValue) AND movie_id < 0 AND deleted_at IS NULL
              UNION SELECT movie_id FROM watchlist WHERE owner_id = \(owner.rawValue) AND movie_id < 0
              UNION SELECT movie_id FROM favorite WHERE owner_id = \(owner.rawValue) AND movie_id < 0
              UNION SELECT movie_id FROM film_list_entry WHERE movie_id < 0
                AND list_id IN (SELECT id FROM film_list WHERE owner_id = \(owner.rawValue))
            )
            SELECT unmatched_film.movie_id, tracked_film.title, unmatched_film.year,
              (SELECT count(*) FROM viewing WHERE owner_id = \(owner.rawValue) AND movie_id = kept.movie_id AND deleted_at IS NULL)::integer
            FROM kept JOIN unmatched_film ON unmatched_film.movie_id = kept.movie_id
            JOIN tracked_film ON tracked_film.movie_id = kept.movie_id
            ORDER BY lower(tracked_film.title), unmatched_film.year, unmatched_film.movie_id
            """).decode((Int, String, Int?, Int).self) {
            films.append(UnmatchedFilm(id: id, title: title, year: year, viewings: viewings))
        }
        return films
    }

    public func unmatchedFilm(_ id: Int) async throws -> UnmatchedFilm? {
        for try await (id, title, year) in try await database.query("""
            SELECT unmatched_film.movie_id, tracked_film.title, unmatched_film.year FROM unmatched_film
            JOIN tracked_film ON tracked_film.movie_id = unmatched_film.movie_id WHERE unmatched_film.movie_id = \(id)
            """).decode((Int, String, Int?).self) {
            return UnmatchedFilm(id: id, title: title, year: year)
        }
        return nil
    }

    public func match(_ id: Int, to film: TrackedFilm, for owner: OwnerID?) async throws {
        let logger = database.logger
        try await database.transaction { connection in
            var known = false
            for try await _ in try await connection.query("SELECT 1 FROM unmatched_film WHERE movie_id = \(id) FOR UPDATE", logger: logger).decode(Int.self) {
                known = true
            }
            guard known else { return }
            try await PostgresViewingRows.keep(film, on: connection, logger: logger)
            let movie = film.movie, everyone = owner == nil, whose = owner?.rawValue ?? ""
            // The viewings move (their year's counts follow, by trigger); a film already on the
            // watchlist or among the hearts keeps its own date.
            try await connection.execute("""
                UPDATE viewing SET movie_id = \(movie.id) WHERE movie_id = \(id) AND (\(everyone) OR owner_id = \(whose))
                """, logger: logger)
            try await connection.execute("""
                INSERT INTO watchlist (owner_id, movie_id, added_at)
                SELECT owner_id, \(movie.id), added_at FROM watchlist WHERE movie_id = \(id) AND (\(everyone) OR owner_id = \(whose))
                ON CONFLICT DO NOTHING
                """, logger: logger)
            try await connection.execute("DELETE FROM watchlist WHERE movie_id = \(id) AND (\(everyone) OR owner_id = \(whose))", logger: logger)
            try await connection.execute("""
                INSERT INTO favorite (owner_id, movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at)
                SELECT owner_id, \(movie.id), \(movie.title), \(movie.originalTitle), \(movie.overview), \(movie.releaseDate?.description),
                  \(movie.posterPath), \(movie.backdropPath), favorited_at
                FROM favorite WHERE movie_id = \(id) AND (\(everyone) OR owner_id = \(whose))
                ON CONFLICT DO NOTHING
                """, logger: logger)
            try await connection.execute("DELETE FROM favorite WHERE movie_id = \(id) AND (\(everyone) OR owner_id = \(whose))", logger: logger)
            try await connection.execute("""
                INSERT INTO film_list_entry (list_id, movie_id, position, note)
                SELECT list_id, \(movie.id), position, note FROM film_list_entry
                WHERE movie_id = \(id) AND (\(everyone) OR list_id IN (SELECT id FROM film_list WHERE owner_id = \(whose)))
                ON CONFLICT DO NOTHING
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM film_list_entry WHERE movie_id = \(id) AND (\(everyone) OR list_id IN (SELECT id FROM film_list WHERE owner_id = \(whose)))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM tracked_film WHERE movie_id = \(id)
                  AND NOT EXISTS (SELECT 1 FROM viewing WHERE movie_id = \(id)) AND NOT EXISTS (SELECT 1 FROM watchlist WHERE movie_id = \(id))
                  AND NOT EXISTS (SELECT 1 FROM favorite WHERE movie_id = \(id)) AND NOT EXISTS (SELECT 1 FROM film_list_entry WHERE movie_id = \(id))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM year_tally WHERE kind = 'film' AND key = \(id) AND NOT EXISTS (SELECT 1 FROM tracked_film WHERE movie_id = \(id))
                """, logger: logger)
        }
    }

    public func unmatchedFilmsToRetry(limit: Int, at date: Date) async throws -> [UnmatchedFilm] {
        var films: [UnmatchedFilm] = []
        for try await (id, title, year) in try await database.query("""
            WITH tried AS (
              UPDATE unmatched_film SET tried_at = \(ChangeTime(date).millisecondsSince1970)
              WHERE movie_id IN (SELECT movie_id FROM unmatched_film ORDER BY tried_at, movie_id DESC LIMIT \(limit) FOR UPDATE SKIP LOCKED)
              RETURNING movie_id, year
            )
            SELECT tried.movie_id, tracked_film.title, tried.year FROM tried JOIN tracked_film ON tracked_film.movie_id = tried.movie_id
            """).decode((Int, String, Int?).self) {
            films.append(UnmatchedFilm(id: id, title: title, year: year))
        }
        return films
    }
}
