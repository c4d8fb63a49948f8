import Foundation
import MarqueeCore
import PostgresNIO

/// Every owner's watchlist and diary in PostgreSQL: `viewing` and `watchlist` rows keyed by
/// owner, over `tracked_film`, the films as their pages showed them (as ``SQLiteYourFilmsStore``).
public struct PostgresYourFilmsStore: YourFilmsStore {
    let database: PostgresDatabase

    /// Keeps the diaries in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func log(_ entry: ViewingEntry, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> LogOutcome {
        let logger = database.logger
        do {
            return try await database.transaction { connection in
                var holder: (owner: String, movieID: Int)?
                for try await (holderID, movieID) in try await connection.query(
                    "SELECT owner_id, movie_id FROM viewing WHERE id = \(entry.id.rawValue)", logger: logger
                ).decode((String, Int).self) {
                    holder = (holderID, movieID)
                }
                if let holder, holder.owner != owner.rawValue { return .notYours }
                guard try await PostgresChangeClock.advance(
                    owner: owner, subject: ChangeSubject.viewing(entry.id), to: changedAt, on: connection, logger: logger
                ) else { return .superseded }
                // An edit keeps the film it was logged of. The watchlist's clock is moved before the
                // film's row is written, in the order addToWatchlist takes them, so that a log and an
                // add of one film never wait on each other.
                let movieID = holder?.movieID ?? entry.film.movie.id
                let takeOff = try await PostgresChangeClock.advance(
                    owner: owner, subject: ChangeSubject.watchlist(movieID), to: changedAt, on: connection, logger: logger
                )
                try await PostgresViewingRows.keep(entry.film, on: connection, logger: logger)
                // An edit keeps the film and when it was first logged, and brings a deleted one back.
                // A name another owner took since it was read above is left alone: the transaction
                // is rolled back, so nothing is written.
                var written = false
                for try await _ in try await connection.query("""
                    INSERT INTO viewing (id, owner_id, movie_id, watched_on, rating, review, logged_at)
                    VALUES (\(entry.id.rawValue), \(owner.rawValue), \(entry.film.movie.id), \(entry.watchedOn.description),
                            \(entry.rating?.halfStars), \(entry.review), \(ChangeTime(date).millisecondsSince1970))
                    ON CONFLICT (id) DO UPDATE SET
                      watched_on = excluded.watched_on, rating = excluded.rating, review = excluded.review, deleted_at = NULL
                    WHERE viewing.owner_id = excluded.owner_id
                    RETURNING 1
                    """, logger: logger).decode(Int.self) {
                    written = true
                }
                guard written else { throw NameTaken() }
                // Watched: off the watchlist, unless it was put back on after this was logged.
                guard takeOff else { return .logged(tookOffWatchlist: false) }
                var tookOff = false
                for try await _ in try await connection.query(
                    "DELETE FROM watchlist WHERE owner_id = \(owner.rawValue) AND movie_id = \(movieID) RETURNING 1", logger: logger
                ).decode(Int.self) {
                    tookOff = true
                }
                return .logged(tookOffWatchlist: tookOff)
            }
        } catch is NameTaken {
            return .notYours
        }
    }

    /// Thrown to roll a log back when its name turned out to be another owner's.
    private struct NameTaken: Error {}

    public func setDeleted(_ deleted: Bool, viewing id: ViewingID, for owner: OwnerID, changedAt: ChangeTime) async throws -> ViewingChange {
        let logger = database.logger
        let deletedAt: Date? = deleted ? Date() : nil
        return try await database.transaction { connection in
            var holder: String?
            for try await ownerID in try await connection.query("SELECT owner_id FROM viewing WHERE id = \(id.rawValue)", logger: logger)
                .decode(String.self) {
                holder = ownerID
            }
            guard holder == owner.rawValue else { return .notFound }
            guard try await PostgresChangeClock.advance(
                owner: owner, subject: ChangeSubject.viewing(id), to: changedAt, on: connection, logger: logger
            ) else { return .superseded }
            try await connection.execute("UPDATE viewing SET deleted_at = \(deletedAt) WHERE id = \(id.rawValue)", logger: logger)
            let rows = try await connection.query("""
                SELECT \(unescaped: PostgresViewingRows.columns) FROM \(unescaped: PostgresViewingRows.tables) WHERE viewing.id = \(id.rawValue)
                """, logger: logger)
            guard let viewing = try await PostgresViewingRows.viewings(rows).first else { return .notFound }
            return .applied(viewing)
        }
    }

    public func viewing(_ id: ViewingID, of owner: OwnerID) async throws -> Viewing? {
        try await PostgresViewingRows.viewings(database.query("""
            SELECT \(unescaped: PostgresViewingRows.columns) FROM \(unescaped: PostgresViewingRows.tables)
            WHERE viewing.id = \(id.rawValue) AND viewing.owner_id = \(owner.rawValue) AND viewing.deleted_at IS NULL
            """)).first
    }

    public func viewings(ofMovie movieID: Int, for owner: OwnerID) async throws -> [Viewing] {
        try await PostgresViewingRows.viewings(database.query("""
            SELECT \(unescaped: PostgresViewingRows.columns) FROM \(unescaped: PostgresViewingRows.tables)
            WHERE viewing.owner_id = \(owner.rawValue) AND viewing.movie_id = \(movieID) AND viewing.deleted_at IS NULL
            ORDER BY \(unescaped: PostgresViewingRows.latestFirst)
            """))
    }

    public func diary(of owner: OwnerID, after cursor: DiaryCursor?, limit: Int) async throws -> [Viewing] {
        let limit = max(0, limit)
        guard let cursor else {
            return try await PostgresViewingRows.viewings(database.query("""
                SELECT \(unescaped: PostgresViewingRows.columns) FROM \(unescaped: PostgresViewingRows.tables)
                WHERE viewing.owner_id = \(owner.rawValue) AND viewing.deleted_at IS NULL
                ORDER BY \(unescaped: PostgresViewingRows.latestFirst) LIMIT \(limit)
                """))
        }
        return try await PostgresViewingRows.viewings(database.query("""
            SELECT \(unescaped: PostgresViewingRows.columns) FROM \(unescaped: PostgresViewingRows.tables)
            WHERE viewing.owner_id = \(owner.rawValue) AND viewing.deleted_at IS NULL
              AND (viewing.watched_on, viewing.logged_at, viewing.id)
                < (\(cursor.watchedOn.description), \(cursor.loggedAtMilliseconds), \(cursor.id.rawValue))
            ORDER BY \(unescaped: PostgresViewingRows.latestFirst) LIMIT \(limit)
            """))
    }

    public func viewings(inYear year: Int, of owner: OwnerID) async throws -> [YearViewing] {
        let first = String(format: "%04d-01-01", year), last = String(format: "%04d-12-31", year)
        let rows = try await database.query("""
            SELECT * FROM (\(unescaped: PostgresViewingRows.everyVisibleViewingOf) \(owner.rawValue)) AS numbered
            WHERE watched_on BETWEEN \(first) AND \(last)
            ORDER BY watched_on DESC, logged_at DESC, id DESC
            """)
        var found: [(viewing: Viewing, runtime: Int?)] = []
        for try await row in rows {
            let row = row.makeRandomAccess()
            guard let viewing = try PostgresViewingRows.viewing(from: row) else { continue }
            let runtime = try row["runtime"].decode(Int?.self)
            found.append((viewing, runtime))
        }
        let people = try await PostgresViewingRows.people(of: Set(found.map(\.viewing.movie.id)), in: database)
        return found.map { viewing, runtime in
            YearViewing(viewing: viewing, film: PostgresViewingRows.film(viewing.movie, runtime: runtime, people: people))
        }
    }

    public func viewingYears(of owner: OwnerID) async throws -> [Int] {
        // A skip scan of `viewing_diary`, one index step a year, as SQLite's.
        let rows = try await database.query("""
            WITH RECURSIVE years(day) AS (
              SELECT max(watched_on) FROM viewing WHERE owner_id = \(owner.rawValue) AND deleted_at IS NULL
              UNION ALL
              SELECT (SELECT max(watched_on) FROM viewing
                      WHERE owner_id = \(owner.rawValue) AND deleted_at IS NULL AND watched_on < substr(years.day, 1, 4) || '-01-01')
              FROM years WHERE years.day IS NOT NULL
            )
            SELECT substr(day, 1, 4)::integer FROM years WHERE day IS NOT NULL
            """)
        var years: [Int] = []
        for try await year in rows.decode(Int.self) { years.append(year) }
        return years
    }

    public func ratings(of owner: OwnerID) async throws -> [RatedFilm] {
        // Each film's latest rated viewing; titles of equal ratings and days in SQLite's order.
        let rows = try await database.query("""
            SELECT \(unescaped: PostgresViewingRows.filmColumns), latest.rating, latest.watched_on FROM (
              SELECT movie_id, rating, watched_on, row_number() OVER (
                PARTITION BY movie_id ORDER BY watched_on DESC, logged_at DESC, id DESC) AS position
              FROM viewing WHERE owner_id = \(owner.rawValue) AND deleted_at IS NULL AND rating IS NOT NULL
            ) AS latest JOIN tracked_film ON tracked_film.movie_id = latest.movie_id
            WHERE latest.position = 1
            ORDER BY latest.rating DESC, latest.watched_on DESC, tracked_film.title COLLATE "C"
            """)
        var rated: [RatedFilm] = []
        for try await row in rows {
            let row = row.makeRandomAccess()
            guard let rating = try StarRating(halfStars: row["rating"].decode(Int.self)),
                  let day = try WatchDate(row["watched_on"].decode(String.self)) else { continue }
            rated.append(RatedFilm(movie: try PostgresViewingRows.movie(from: row), rating: rating, ratedOn: day))
        }
        return rated
    }

    public func addToWatchlist(_ film: TrackedFilm, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        let logger = database.logger
        return try await database.transaction { connection in
            guard try await PostgresChangeClock.advance(
                owner: owner, subject: ChangeSubject.watchlist(film.movie.id), to: changedAt, on: connection, logger: logger
            ) else { return false }
            try await PostgresViewingRows.keep(film, on: connection, logger: logger)
            // Adding it again keeps its date.
            try await connection.execute("""
                INSERT INTO watchlist (owner_id, movie_id, added_at) VALUES (\(owner.rawValue), \(film.movie.id), \(date)) ON CONFLICT DO NOTHING
                """, logger: logger)
            return true
        }
    }

    public func removeFromWatchlist(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        let logger = database.logger
        return try await database.transaction { connection in
            guard try await PostgresChangeClock.advance(
                owner: owner, subject: ChangeSubject.watchlist(movieID), to: changedAt, on: connection, logger: logger
            ) else { return false }
            try await connection.execute("DELETE FROM watchlist WHERE owner_id = \(owner.rawValue) AND movie_id = \(movieID)", logger: logger)
            return true
        }
    }

    public func watchlist(of owner: OwnerID) async throws -> [WatchlistEntry] {
        let rows = try await database.query("""
            SELECT \(unescaped: PostgresViewingRows.filmColumns), watchlist.added_at
            FROM watchlist JOIN tracked_film ON tracked_film.movie_id = watchlist.movie_id
            WHERE watchlist.owner_id = \(owner.rawValue) ORDER BY watchlist.added_at DESC, watchlist.movie_id
            """)
        var listed: [(movie: Movie, runtime: Int?, addedAt: Date)] = []
        for try await row in rows {
            let row = row.makeRandomAccess()
            let movie = try PostgresViewingRows.movie(from: row)
            let runtime = try row["runtime"].decode(Int?.self), addedAt = try row["added_at"].decode(Date.self)
            listed.append((movie, runtime, addedAt))
        }
        let people = try await PostgresViewingRows.people(of: Set(listed.map(\.movie.id)), in: database)
        return listed.map { movie, runtime, addedAt in
            WatchlistEntry(film: PostgresViewingRows.film(movie, runtime: runtime, people: people), addedAt: addedAt)
        }
    }

    public func marks(of owner: OwnerID, among movieIDs: [Int]) async throws -> [Int: FilmMarks] {
        guard !movieIDs.isEmpty else { return [:] }
        let rows = try await database.query("""
            SELECT movie_id, true AS listed, NULL::smallint AS rating FROM watchlist
            WHERE owner_id = \(owner.rawValue) AND movie_id = ANY(\(movieIDs))
            UNION ALL
            SELECT movie_id, false, (SELECT rated.rating FROM viewing AS rated
                                     WHERE rated.owner_id = viewing.owner_id AND rated.movie_id = viewing.movie_id
                                       AND rated.deleted_at IS NULL AND rated.rating IS NOT NULL
                                     ORDER BY rated.watched_on DESC, rated.logged_at DESC, rated.id DESC LIMIT 1)
            FROM viewing WHERE owner_id = \(owner.rawValue) AND deleted_at IS NULL AND movie_id = ANY(\(movieIDs))
            GROUP BY owner_id, movie_id
            """)
        var marks: [Int: FilmMarks] = [:]
        for try await (id, listed, rating) in rows.decode((Int, Bool, Int?).self) {
            if listed {
                marks[id, default: .none].onWatchlist = true
            } else {
                marks[id, default: .none].watched = true
                marks[id, default: .none].rating = rating.flatMap(StarRating.init(halfStars:))
            }
        }
        return marks
    }

    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        let logger = database.logger
        try await database.transaction { connection in
            try await connection.execute("UPDATE viewing SET owner_id = \(destination.rawValue) WHERE owner_id = \(source.rawValue)", logger: logger)
            try await connection.execute("DELETE FROM year_tally WHERE owner_id = \(source.rawValue)", logger: logger)
            // A film on both watchlists stays at its earlier date.
            try await connection.execute("""
                INSERT INTO watchlist (owner_id, movie_id, added_at)
                SELECT \(destination.rawValue), movie_id, added_at FROM watchlist WHERE owner_id = \(source.rawValue)
                ON CONFLICT (owner_id, movie_id) DO UPDATE SET added_at = least(watchlist.added_at, excluded.added_at)
                """, logger: logger)
            try await connection.execute("DELETE FROM watchlist WHERE owner_id = \(source.rawValue)", logger: logger)
            try await connection.execute("UPDATE film_list SET owner_id = \(destination.rawValue) WHERE owner_id = \(source.rawValue)", logger: logger)
            try await PostgresChangeClock.moveAll(from: source, to: destination, on: connection, logger: logger)
        }
    }
}
