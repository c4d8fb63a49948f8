import Foundation
import GRDB
import MarqueeCore

extension SQLiteYourFilmsStore {
    /// The year summed in SQL, in one read transaction on GRDB's reader queue: a few grouped counts
    /// over the year's viewings (on `viewing_diary`) and four viewings read whole, instead of
    /// every viewing read and summed in Swift (171 against 106 ms at 5,000 viewings, docs/PERFORMANCE.md).
    public func yearInReview(_ year: Int, of owner: OwnerID) async throws -> YearInReview {
        let arguments: StatementArguments = [owner.rawValue, String(format: "%04d-01-01", year), String(format: "%04d-12-31", year)]
        let inYear = "viewing.ownerID = ?1 AND viewing.deletedAt IS NULL AND viewing.watchedOn BETWEEN ?2 AND ?3"
        return try await database.readOffTheLoops { db in
            let totals = try Row.fetchOne(db, sql: """
                SELECT count(*) AS viewings, count(DISTINCT viewing.movieID) AS films, IFNULL(SUM(trackedFilm.runtime), 0) AS minutes,
                       IFNULL(SUM(trackedFilm.runtime IS NULL), 0) AS unknown
                FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID WHERE \(inYear)
                """, arguments: arguments)
            var months = Array(repeating: 0, count: 12), ratings = Array(repeating: 0, count: 10)
            for row in try Row.fetchAll(db, sql: """
                SELECT CAST(substr(viewing.watchedOn, 6, 2) AS INTEGER) AS month, count(*) AS viewings FROM viewing WHERE \(inYear) GROUP BY month
                """, arguments: arguments) where (1...12).contains(row["month"] as Int) {
                months[row["month"] as Int - 1] = row["viewings"]
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT viewing.rating, count(*) AS viewings FROM viewing WHERE \(inYear) AND viewing.rating IS NOT NULL GROUP BY viewing.rating
                """, arguments: arguments) where StarRating.validHalfStars.contains(row["rating"] as Int) {
                ratings[row["rating"] as Int - 1] = row["viewings"]
            }
            // Each viewing counts a genre of its film once, however often the film's list names it.
            let genres = try Row.fetchAll(db, sql: """
                SELECT genre, count(*) AS viewings FROM (
                  SELECT DISTINCT viewing.id, genre.value AS genre
                  FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID, json_each(trackedFilm.genreIDs) AS genre
                  WHERE \(inYear)
                ) GROUP BY genre
                """, arguments: arguments).reduce(into: [Int: Int]()) { $0[$1["genre"]] = $1["viewings"] }
            return YearInReview(
                year: year, viewingCount: totals?["viewings"] ?? 0, filmCount: totals?["films"] ?? 0, minutes: totals?["minutes"] ?? 0,
                viewingsWithoutRuntime: totals?["unknown"] ?? 0, viewingsPerMonth: months, ratingCounts: ratings, genreCounts: genres,
                directorCounts: try Self.people("director", db, inYear, arguments), actorCounts: try Self.people("cast", db, inYear, arguments),
                longest: try Self.noted(db, inYear: inYear, "trackedFilm.runtime IS NOT NULL", order: "trackedFilm.runtime DESC,", arguments),
                bestRated: try Self.noted(db, inYear: inYear, "viewing.rating IS NOT NULL", order: "viewing.rating DESC,", arguments),
                first: try Self.noted(db, inYear: inYear, "1", order: "", arguments),
                last: try Self.noted(db, inYear: inYear, "1", order: "", descending: true, arguments)
            )
        }
    }

    /// How many of the year's viewings had each person of `role`: the most first, enough to
    /// keep the top ones after equals are ordered by id.
    private static func people(_ role: String, _ db: Database, _ inYear: String, _ arguments: StatementArguments) throws -> [PersonReference: Int] {
        var counts: [PersonReference: Int] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT person.personID, min(person.name) AS name, count(DISTINCT viewing.id) AS viewings
            FROM viewing JOIN trackedFilmPerson AS person ON person.movieID = viewing.movieID AND person.role = ?4
            WHERE \(inYear) GROUP BY person.personID ORDER BY viewings DESC, person.personID LIMIT \(YearInReview.topCount)
            """, arguments: arguments + [role]) {
            counts[PersonReference(id: row["personID"], name: row["name"])] = row["viewings"]
        }
        return counts
    }

    /// The year's first viewing in `order` (then by day, time logged and name, the earliest; or
    /// the latest when `descending`) among those where `condition` holds, read whole.
    private static func noted(
        _ db: Database, inYear: String, _ condition: String, order: String, descending: Bool = false, _ arguments: StatementArguments
    ) throws -> YearViewing? {
        let direction = descending ? "DESC" : ""
        guard let row = try Row.fetchOne(db, sql: """
            SELECT \(ViewingRows.columns) FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID
            WHERE \(inYear) AND \(condition)
            ORDER BY \(order) viewing.watchedOn \(direction), viewing.loggedAt \(direction), viewing.id \(direction) LIMIT 1
            """, arguments: arguments), let viewing = ViewingRows.viewing(row)
        else { return nil }
        let film = try filmDetails(db, ids: [viewing.movie.id])[viewing.movie.id]
        return YearViewing(viewing: viewing, film: TrackedFilm(
            movie: viewing.movie, runtime: film?.runtime, directors: film?.directors ?? [], cast: film?.cast ?? []
        ))
    }
}
