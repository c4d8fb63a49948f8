import Foundation
import GRDB
import MarqueeCore

extension SQLiteYourFilmsStore {
    /// The year read from its counts in `yearTally`, kept by triggers as viewings and films are
    /// written (migration v14), and four viewings read whole, found in the diary's order among
    /// those with the year's longest running time or best rating (known from the counts), in one
    /// read transaction on a reader taken off the event loops. Summing the year's viewings on each visit took 106 ms at 5,000
    /// viewings, and reading them whole to sum in Swift 171 ms (docs/PERFORMANCE.md).
    public func yearInReview(_ year: Int, of owner: OwnerID) async throws -> YearInReview {
        let arguments: StatementArguments = [owner.rawValue, String(format: "%04d-01-01", year), String(format: "%04d-12-31", year)]
        let counts: StatementArguments = [owner.rawValue, year]
        return try await database.readOffTheLoops { db in
            var months = Array(repeating: 0, count: 12), ratings = Array(repeating: 0, count: 10), genres: [Int: Int] = [:]
            for row in try Row.fetchAll(db.cachedStatement(sql: """
                SELECT kind, key, viewings FROM yearTally
                WHERE ownerID = ?1 AND year = ?2 AND kind IN ('month', 'rating', 'genre') AND viewings > 0
                """), arguments: counts) {
                let key: Int = row["key"], viewings: Int = row["viewings"]
                switch row["kind"] as String {
                case "month" where (1...12).contains(key): months[key - 1] = viewings
                case "rating" where StarRating.validHalfStars.contains(key): ratings[key - 1] = viewings
                case "genre": genres[key] = viewings
                default: break
                }
            }
            let films = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) AS films, max(trackedFilm.runtime) AS longest, IFNULL(SUM(film.viewings * trackedFilm.runtime), 0) AS minutes,
                       IFNULL(SUM(CASE WHEN trackedFilm.runtime IS NULL THEN film.viewings END), 0) AS unknown
                FROM yearTally AS film JOIN trackedFilm ON trackedFilm.movieID = film.key
                WHERE film.ownerID = ?1 AND film.year = ?2 AND film.kind = 'film' AND film.viewings > 0
                """), arguments: counts)
            let longest = (films?["longest"] as Int?).map { runtime -> StatementArguments in arguments + [year, runtime] }
            let best = ratings.lastIndex { $0 > 0 }.map { index -> StatementArguments in arguments + [index + 1] }
            return YearInReview(
                year: year, viewingCount: months.reduce(0, +), filmCount: films?["films"] ?? 0, minutes: films?["minutes"] ?? 0,
                viewingsWithoutRuntime: films?["unknown"] ?? 0, viewingsPerMonth: months, ratingCounts: ratings, genreCounts: genres,
                directorCounts: try Self.people("director", db, counts), actorCounts: try Self.people("cast", db, counts),
                longest: try longest.flatMap { try Self.noted(db, Self.ofTheLongestFilms, $0) },
                bestRated: try best.flatMap { try Self.noted(db, "viewing.rating = ?4", $0) },
                first: try Self.noted(db, "1", arguments),
                last: try Self.noted(db, "1", descending: true, arguments)
            )
        }
    }

    /// The people of `role` in the most of the year's viewings, the most first, enough to keep the
    /// top ones after equals are ordered by id.
    private static func people(_ role: String, _ db: Database, _ tallies: StatementArguments) throws -> [PersonReference: Int] {
        var counts: [PersonReference: Int] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: """
            SELECT person.key AS personID, person.viewings,
                   (SELECT min(name) FROM trackedFilmPerson WHERE personID = person.key AND role = ?3) AS name
            FROM yearTally AS person
            WHERE person.ownerID = ?1 AND person.year = ?2 AND person.kind = ?3 AND person.viewings > 0
            ORDER BY person.viewings DESC, person.key LIMIT \(YearInReview.topCount)
            """), arguments: tallies + [role]) {
            counts[PersonReference(id: row["personID"], name: row["name"] ?? "")] = row["viewings"]
        }
        return counts
    }

    /// Viewings of the year's films with the longest running time (`?4` the year, `?5` the time).
    private static let ofTheLongestFilms = """
        viewing.movieID IN (
          SELECT film.key FROM yearTally AS film JOIN trackedFilm AS kept ON kept.movieID = film.key
          WHERE film.ownerID = ?1 AND film.year = ?4 AND film.kind = 'film' AND film.viewings > 0 AND kept.runtime = ?5)
        """

    /// The year's first viewing (by day, time logged and name; the latest when `descending`)
    /// among those where `condition` holds, read whole. `?1` is the owner, `?2` and `?3` the
    /// year's first and last days.
    private static func noted(_ db: Database, _ condition: String, descending: Bool = false, _ arguments: StatementArguments) throws -> YearViewing? {
        let direction = descending ? "DESC" : ""
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT \(ViewingRows.columns) FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID
            WHERE viewing.ownerID = ?1 AND viewing.deletedAt IS NULL AND viewing.watchedOn BETWEEN ?2 AND ?3 AND \(condition)
            ORDER BY viewing.watchedOn \(direction), viewing.loggedAt \(direction), viewing.id \(direction) LIMIT 1
            """), arguments: arguments), let viewing = ViewingRows.viewing(row)
        else { return nil }
        let film = try filmDetails(db, ids: [viewing.movie.id])[viewing.movie.id]
        return YearViewing(viewing: viewing, film: TrackedFilm(
            movie: viewing.movie, runtime: film?.runtime, directors: film?.directors ?? [], cast: film?.cast ?? []
        ))
    }
}
