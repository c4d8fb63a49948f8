import Foundation
import MarqueeCore
import PostgresNIO

extension PostgresYourFilmsStore {
    /// The year read from its counts in `year_tally`, kept by triggers as viewings and films
    /// are written (migration 13), as ``SQLiteYourFilmsStore`` reads it, and four viewings read
    /// whole, found in the diary's order among those with the year's longest running time or best
    /// rating (known from the counts). Summing the year's viewings on each visit took 85 ms at 5,000 viewings, and reading
    /// them whole to sum in Swift 142 ms (docs/PERFORMANCE.md).
    public func yearInReview(_ year: Int, of owner: OwnerID) async throws -> YearInReview {
        let span = YearSpan(owner: owner.rawValue, first: String(format: "%04d-01-01", year), last: String(format: "%04d-12-31", year))
        var months = Array(repeating: 0, count: 12), ratings = Array(repeating: 0, count: 10), genres: [Int: Int] = [:]
        for try await (kind, key, viewings) in try await database.query("""
            SELECT kind, key, viewings FROM year_tally
            WHERE owner_id = \(owner.rawValue) AND year = \(year) AND kind IN ('month', 'rating', 'genre') AND viewings > 0
            """).decode((String, Int, Int).self) {
            switch kind {
            case "month" where (1...12).contains(key): months[key - 1] = viewings
            case "rating" where StarRating.validHalfStars.contains(key): ratings[key - 1] = viewings
            case "genre": genres[key] = viewings
            default: break
            }
        }
        var films: (count: Int, longest: Int?, minutes: Int, unknown: Int) = (0, nil, 0, 0)
        for try await row in try await database.query("""
            SELECT count(*), max(tracked_film.runtime), coalesce(sum(film.viewings * tracked_film.runtime), 0)::bigint,
                   coalesce(sum(film.viewings) FILTER (WHERE tracked_film.runtime IS NULL), 0)::bigint
            FROM year_tally AS film JOIN tracked_film ON tracked_film.movie_id = film.key
            WHERE film.owner_id = \(owner.rawValue) AND film.year = \(year) AND film.kind = 'film' AND film.viewings > 0
            """).decode((Int, Int?, Int, Int).self) {
            films = row
        }
        var longest: YearViewing?, bestRated: YearViewing?
        if let runtime = films.longest { longest = try await noted(span, Self.ofTheLongestFilms, year, runtime) }
        if let best = ratings.lastIndex(where: { $0 > 0 }) { bestRated = try await noted(span, "viewing.rating = $4", best + 1) }
        return YearInReview(
            year: year, viewingCount: months.reduce(0, +), filmCount: films.count, minutes: films.minutes,
            viewingsWithoutRuntime: films.unknown, viewingsPerMonth: months, ratingCounts: ratings, genreCounts: genres,
            directorCounts: try await people("director", owner: owner, year: year),
            actorCounts: try await people("cast", owner: owner, year: year),
            longest: longest, bestRated: bestRated,
            first: try await noted(span, "true"),
            last: try await noted(span, "true", descending: true)
        )
    }

    /// The people of `role` in the most of the year's viewings, the most first.
    private func people(_ role: String, owner: OwnerID, year: Int) async throws -> [PersonReference: Int] {
        var counts: [PersonReference: Int] = [:]
        let rows = try await database.query("""
            SELECT person.key, person.viewings,
                   coalesce((SELECT min(name) FROM tracked_film_person WHERE person_id = person.key AND role = \(role)), '')
            FROM year_tally AS person
            WHERE person.owner_id = \(owner.rawValue) AND person.year = \(year) AND person.kind = \(role) AND person.viewings > 0
            ORDER BY person.viewings DESC, person.key LIMIT \(YearInReview.topCount)
            """)
        for try await (id, count, name) in rows.decode((Int, Int, String).self) {
            counts[PersonReference(id: id, name: name)] = count
        }
        return counts
    }

    /// Viewings of the year's films with the longest running time (`$4` the year, `$5` the time).
    private static let ofTheLongestFilms = """
        viewing.movie_id IN (
          SELECT film.key FROM year_tally AS film JOIN tracked_film AS kept ON kept.movie_id = film.key
          WHERE film.owner_id = $1 AND film.year = $4 AND film.kind = 'film' AND film.viewings > 0 AND kept.runtime = $5)
        """

    /// The year's first viewing (by day, time logged and name; the latest when `descending`)
    /// among those where `condition` holds (with `values` bound from `$4`), read whole.
    private func noted(_ span: YearSpan, _ condition: String, descending: Bool = false, _ values: Int...) async throws -> YearViewing? {
        let direction = descending ? "DESC" : ""
        let rows = try await database.query(span.query("""
            SELECT \(PostgresViewingRows.columns) FROM \(PostgresViewingRows.tables)
            WHERE \(YearSpan.condition) AND \(condition)
            ORDER BY viewing.watched_on \(direction), viewing.logged_at \(direction), viewing.id \(direction)
            LIMIT 1
            """, values))
        var found: (viewing: Viewing, runtime: Int?)?
        for try await row in rows {
            let row = row.makeRandomAccess()
            guard let viewing = try PostgresViewingRows.viewing(from: row) else { continue }
            found = (viewing, try row["runtime"].decode(Int?.self))
        }
        guard let found else { return nil }
        let people = try await PostgresViewingRows.people(of: [found.viewing.movie.id], in: database)
        return YearViewing(viewing: found.viewing, film: PostgresViewingRows.film(found.viewing.movie, runtime: found.runtime, people: people))
    }
}

/// One owner's year: its statements are Marquee's own text, with the owner (`$1`), the year's
/// first and last days (`$2`, `$3`) and numbers (from `$4`) bound as parameters, never written into it.
private struct YearSpan {
    let owner: String
    let first: String
    let last: String

    /// The year's visible viewings of the owner.
    static let condition = "viewing.owner_id = $1 AND viewing.deleted_at IS NULL AND viewing.watched_on BETWEEN $2 AND $3"

    /// `sql` (Marquee's own, with `$1` to `$3`, and `$4` on for `values`) with the values bound.
    func query(_ sql: String, _ values: [Int] = []) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: 3 + values.count)
        bindings.append(owner)
        bindings.append(first)
        bindings.append(last)
        for value in values { bindings.append(value) }
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }
}
