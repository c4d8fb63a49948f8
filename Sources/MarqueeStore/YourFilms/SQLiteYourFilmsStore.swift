import Foundation
import GRDB
import MarqueeCore

/// Every owner's watchlist and diary in SQLite: `viewing` and `watchlist` rows keyed by owner,
/// over `trackedFilm`, the films as their pages showed them.
public struct SQLiteYourFilmsStore: YourFilmsStore {
    let database: AppDatabase

    /// Keeps the diaries in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func log(_ entry: ViewingEntry, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> LogOutcome {
        try await database.writer.write { db in
            let holder = try String.fetchOne(db, sql: "SELECT ownerID FROM viewing WHERE id = ?", arguments: [entry.id.rawValue])
            if let holder, holder != owner.rawValue { return .notYours }
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.viewing(entry.id), to: changedAt) else { return .superseded }
            try ViewingRows.keep(entry.film, db)
            // An edit keeps the film and when it was first logged, and brings a deleted one back.
            try db.execute(sql: """
                INSERT INTO viewing (id, ownerID, movieID, watchedOn, rating, review, loggedAt) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET watchedOn = excluded.watchedOn, rating = excluded.rating, review = excluded.review, deletedAt = NULL
                """, arguments: [
                    entry.id.rawValue, owner.rawValue, entry.film.movie.id, entry.watchedOn.description, entry.rating?.halfStars,
                    entry.review, ChangeTime(date).millisecondsSince1970,
                ])
            // Watched: off the watchlist, unless it was put back on after this was logged.
            let movieID = try Int.fetchOne(db, sql: "SELECT movieID FROM viewing WHERE id = ?", arguments: [entry.id.rawValue]) ?? entry.film.movie.id
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.watchlist(movieID), to: changedAt) else {
                return .logged(tookOffWatchlist: false)
            }
            try db.execute(sql: "DELETE FROM watchlist WHERE ownerID = ? AND movieID = ?", arguments: [owner.rawValue, movieID])
            return .logged(tookOffWatchlist: db.changesCount > 0)
        }
    }

    public func setDeleted(_ deleted: Bool, viewing id: ViewingID, for owner: OwnerID, changedAt: ChangeTime) async throws -> ViewingChange {
        try await database.writer.write { db in
            guard try String.fetchOne(db, sql: "SELECT ownerID FROM viewing WHERE id = ?", arguments: [id.rawValue]) == owner.rawValue else {
                return .notFound
            }
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.viewing(id), to: changedAt) else { return .superseded }
            try db.execute(sql: "UPDATE viewing SET deletedAt = ? WHERE id = ?", arguments: [deleted ? Date() : nil, id.rawValue])
            guard let viewing = try Self.viewings(db, where: "viewing.id = ?", arguments: [id.rawValue], includingDeleted: true).first else {
                return .notFound
            }
            return .applied(viewing)
        }
    }

    public func viewing(_ id: ViewingID, of owner: OwnerID) async throws -> Viewing? {
        try database.readStatement { db in
            try Self.viewings(db, where: "viewing.id = ? AND viewing.ownerID = ?", arguments: [id.rawValue, owner.rawValue]).first
        }
    }

    public func viewings(ofMovie movieID: Int, for owner: OwnerID) async throws -> [Viewing] {
        try database.readStatement { db in
            try Self.viewings(db, where: "viewing.ownerID = ? AND viewing.movieID = ?", arguments: [owner.rawValue, movieID])
        }
    }

    public func diary(of owner: OwnerID, after cursor: DiaryCursor?, limit: Int) async throws -> [Viewing] {
        try await database.readOffTheLoops { db in
            guard let cursor else {
                return try Self.viewings(db, where: "viewing.ownerID = ?", arguments: [owner.rawValue], limit: limit)
            }
            return try Self.viewings(
                db, where: "viewing.ownerID = ? AND (viewing.watchedOn, viewing.loggedAt, viewing.id) < (?, ?, ?)",
                arguments: [owner.rawValue, cursor.watchedOn.description, cursor.loggedAtMilliseconds, cursor.id.rawValue], limit: limit
            )
        }
    }

    public func viewings(inYear year: Int, of owner: OwnerID) async throws -> [YearViewing] {
        try await database.readOffTheLoops { db in
            let viewings = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM (\(ViewingRows.everyVisibleViewing)) WHERE watchedOn BETWEEN ?2 AND ?3
                ORDER BY watchedOn DESC, loggedAt DESC, id DESC
                """), arguments: [owner.rawValue, String(format: "%04d-01-01", year), String(format: "%04d-12-31", year)])
                .compactMap(ViewingRows.viewing)
            let details = try Self.filmDetails(db, ids: Set(viewings.map(\.movie.id)))
            return viewings.map { viewing in
                let film = details[viewing.movie.id]
                return YearViewing(viewing: viewing, film: TrackedFilm(
                    movie: viewing.movie, runtime: film?.runtime, directors: film?.directors ?? [], cast: film?.cast ?? []
                ))
            }
        }
    }

    /// A skip scan of `viewing_diary`: the latest day, then the latest before each year found,
    /// one index step a year (a `DISTINCT` read every viewing of the person on every diary page).
    public func viewingYears(of owner: OwnerID) async throws -> [Int] {
        try database.readStatement { db in
            try Int.fetchAll(db.cachedStatement(sql: """
                WITH RECURSIVE years(day) AS (
                  SELECT max(watchedOn) FROM viewing WHERE ownerID = ?1 AND deletedAt IS NULL
                  UNION ALL
                  SELECT (SELECT max(watchedOn) FROM viewing
                          WHERE ownerID = ?1 AND deletedAt IS NULL AND watchedOn < substr(years.day, 1, 4) || '-01-01')
                  FROM years WHERE years.day IS NOT NULL
                )
                SELECT CAST(substr(day, 1, 4) AS INTEGER) FROM years WHERE day IS NOT NULL
                """), arguments: [owner.rawValue])
        }
    }

    public func ratings(of owner: OwnerID) async throws -> [RatedFilm] {
        try await database.readOffTheLoops { db in
            // Each film's latest rated viewing.
            try Row.fetchAll(db, sql: """
                SELECT \(ViewingRows.filmColumns), latest.rating, latest.watchedOn FROM (
                  SELECT movieID, rating, watchedOn, row_number() OVER (
                    PARTITION BY movieID ORDER BY watchedOn DESC, loggedAt DESC, id DESC) AS position
                  FROM viewing WHERE ownerID = ? AND deletedAt IS NULL AND rating IS NOT NULL
                ) AS latest JOIN trackedFilm ON trackedFilm.movieID = latest.movieID
                WHERE latest.position = 1
                ORDER BY latest.rating DESC, latest.watchedOn DESC, trackedFilm.title
                """, arguments: [owner.rawValue]).compactMap { row in
                guard let rating = StarRating(halfStars: row["rating"]), let day = WatchDate(row["watchedOn"]) else { return nil }
                return RatedFilm(movie: ViewingRows.movie(row), rating: rating, ratedOn: day)
            }
        }
    }

    public func addToWatchlist(_ film: TrackedFilm, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        try await database.writer.write { db in
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.watchlist(film.movie.id), to: changedAt) else { return false }
            try ViewingRows.keep(film, db)
            try db.execute(sql: "INSERT INTO watchlist (ownerID, movieID, addedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [owner.rawValue, film.movie.id, date])
            return true
        }
    }

    public func removeFromWatchlist(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        try await database.writer.write { db in
            guard try ChangeClock.advance(db, owner: owner, subject: ChangeSubject.watchlist(movieID), to: changedAt) else { return false }
            try db.execute(sql: "DELETE FROM watchlist WHERE ownerID = ? AND movieID = ?", arguments: [owner.rawValue, movieID])
            return true
        }
    }

    public func watchlist(of owner: OwnerID) async throws -> [WatchlistEntry] {
        try await database.readOffTheLoops { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT \(ViewingRows.filmColumns), watchlist.addedAt FROM watchlist JOIN trackedFilm ON trackedFilm.movieID = watchlist.movieID
                WHERE watchlist.ownerID = ? ORDER BY watchlist.addedAt DESC, watchlist.movieID
                """, arguments: [owner.rawValue])
            let details = try Self.filmDetails(db, ids: Set(rows.map { $0["movieID"] as Int }))
            return rows.map { row in
                let movie = ViewingRows.movie(row), film = details[movie.id]
                return WatchlistEntry(
                    film: TrackedFilm(movie: movie, runtime: film?.runtime, directors: film?.directors ?? [], cast: film?.cast ?? []),
                    addedAt: row["addedAt"]
                )
            }
        }
    }

    public func marks(of owner: OwnerID, among movieIDs: [Int]) async throws -> [Int: FilmMarks] {
        guard !movieIDs.isEmpty else { return [:] }
        return try database.readStatement { db in
            let ids = GenreIDList.encode(movieIDs)
            var marks: [Int: FilmMarks] = [:]
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT movieID, 1 AS listed, NULL AS rating FROM watchlist WHERE ownerID = ?1 AND movieID IN (SELECT value FROM json_each(?2))
                UNION ALL
                SELECT movieID, 0, (SELECT rating FROM viewing AS rated WHERE rated.ownerID = ?1 AND rated.movieID = viewing.movieID
                                      AND rated.deletedAt IS NULL AND rated.rating IS NOT NULL
                                    ORDER BY watchedOn DESC, loggedAt DESC, id DESC LIMIT 1)
                FROM viewing WHERE ownerID = ?1 AND deletedAt IS NULL AND movieID IN (SELECT value FROM json_each(?2)) GROUP BY movieID
                """), arguments: [owner.rawValue, ids])
            for row in rows {
                let id: Int = row["movieID"]
                if row["listed"] as Int == 1 {
                    marks[id, default: .none].onWatchlist = true
                } else {
                    marks[id, default: .none].watched = true
                    marks[id, default: .none].rating = (row["rating"] as Int?).flatMap(StarRating.init(halfStars:))
                }
            }
            return marks
        }
    }

    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                UPDATE viewing SET ownerID = :destination WHERE ownerID = :source;
                DELETE FROM yearTally WHERE ownerID = :source;
                INSERT INTO watchlist (ownerID, movieID, addedAt) SELECT :destination, movieID, addedAt FROM watchlist WHERE ownerID = :source
                ON CONFLICT (ownerID, movieID) DO UPDATE SET addedAt = MIN(addedAt, excluded.addedAt);
                DELETE FROM watchlist WHERE ownerID = :source;
                UPDATE filmList SET ownerID = :destination WHERE ownerID = :source;
                """, arguments: ["source": source.rawValue, "destination": destination.rawValue])
            try ChangeClock.moveAll(db, from: source, to: destination)
        }
    }

    /// Viewings matching `condition`, the latest first.
    private static func viewings(
        _ db: Database, where condition: String, arguments: StatementArguments, limit: Int? = nil, includingDeleted: Bool = false
    ) throws -> [Viewing] {
        let visible = includingDeleted ? "" : " AND viewing.deletedAt IS NULL"
        let limit = limit.map { " LIMIT \(max(0, $0))" } ?? ""
        return try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(ViewingRows.columns) FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID
            WHERE \(condition)\(visible)
            ORDER BY viewing.watchedOn DESC, viewing.loggedAt DESC, viewing.id DESC\(limit)
            """), arguments: arguments).compactMap(ViewingRows.viewing)
    }

    /// The running time and people of each film of `ids`.
    static func filmDetails(_ db: Database, ids: Set<Int>) throws -> [Int: TrackedFilm] {
        guard !ids.isEmpty else { return [:] }
        let list = GenreIDList.encode(ids.sorted())
        var runtimes: [Int: Int] = [:], directors: [Int: [PersonReference]] = [:], cast: [Int: [PersonReference]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT movieID, runtime FROM trackedFilm WHERE movieID IN (SELECT value FROM json_each(?))", arguments: [list]) {
            if let runtime = row["runtime"] as Int? { runtimes[row["movieID"]] = runtime }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT movieID, role, personID, name FROM trackedFilmPerson WHERE movieID IN (SELECT value FROM json_each(?))
            ORDER BY movieID, role, billing
            """, arguments: [list]) {
            let person = PersonReference(id: row["personID"], name: row["name"])
            if row["role"] as String == "director" { directors[row["movieID"], default: []].append(person) } else { cast[row["movieID"], default: []].append(person) }
        }
        return Dictionary(uniqueKeysWithValues: ids.map { id in
            (id, TrackedFilm(movie: Movie(id: id, title: ""), runtime: runtimes[id], directors: directors[id] ?? [], cast: cast[id] ?? []))
        })
    }
}
