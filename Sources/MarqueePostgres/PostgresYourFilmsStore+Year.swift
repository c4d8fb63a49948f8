import Foundation
import MarqueeCore
import PostgresNIO

extension PostgresYourFilmsStore {
    /// The year summed in SQL, as ``SQLiteYourFilmsStore`` sums it: grouped counts over the
    /// year's viewings (on `viewing_diary`) and four viewings read whole, instead of every
    /// viewing read and summed in Swift (142 against 85 ms at 5,000 viewings, docs/PERFORMANCE.md).
    public func yearInReview(_ year: Int, of owner: OwnerID) async throws -> YearInReview {
        let span = YearSpan(owner: owner.rawValue, first: String(format: "%04d-01-01", year), last: String(format: "%04d-12-31", year))
        var totals = (viewings: 0, films: 0, minutes: 0, unknown: 0)
        for try await row in try await database.query(span.query("""
            SELECT count(*), count(DISTINCT viewing.movie_id), coalesce(sum(tracked_film.runtime), 0)::bigint,
                   count(*) FILTER (WHERE tracked_film.runtime IS NULL)
            FROM viewing JOIN tracked_film ON tracked_film.movie_id = viewing.movie_id
            WHERE \(YearSpan.condition)
            """)).decode((Int, Int, Int, Int).self) {
            totals = row
        }
        var months = Array(repeating: 0, count: 12), ratings = Array(repeating: 0, count: 10)
        for try await (month, count) in try await database.query(span.query("""
            SELECT substr(viewing.watched_on, 6, 2)::integer AS month, count(*) FROM viewing
            WHERE \(YearSpan.condition) GROUP BY month
            """)).decode((Int, Int).self) where (1...12).contains(month) {
            months[month - 1] = count
        }
        for try await (rating, count) in try await database.query(span.query("""
            SELECT viewing.rating::integer, count(*) FROM viewing
            WHERE \(YearSpan.condition) AND viewing.rating IS NOT NULL GROUP BY viewing.rating
            """)).decode((Int, Int).self) where StarRating.validHalfStars.contains(rating) {
            ratings[rating - 1] = count
        }
        // Each viewing counts a genre of its film once, however often the film's list names it.
        var genres: [Int: Int] = [:]
        for try await (genre, count) in try await database.query(span.query("""
            SELECT genre, count(*) FROM (
              SELECT DISTINCT viewing.id, genre
              FROM viewing JOIN tracked_film ON tracked_film.movie_id = viewing.movie_id, unnest(tracked_film.genre_ids) AS genre
              WHERE \(YearSpan.condition)
            ) AS counted GROUP BY genre
            """)).decode((Int, Int).self) {
            genres[genre] = count
        }
        return YearInReview(
            year: year, viewingCount: totals.viewings, filmCount: totals.films, minutes: totals.minutes,
            viewingsWithoutRuntime: totals.unknown, viewingsPerMonth: months, ratingCounts: ratings, genreCounts: genres,
            directorCounts: try await people("director", span), actorCounts: try await people("cast", span),
            longest: try await noted(span, "tracked_film.runtime IS NOT NULL", order: "tracked_film.runtime DESC,"),
            bestRated: try await noted(span, "viewing.rating IS NOT NULL", order: "viewing.rating DESC,"),
            first: try await noted(span, "true", order: ""),
            last: try await noted(span, "true", order: "", descending: true)
        )
    }

    /// How many of the year's viewings had each person of `role`: the most first.
    private func people(_ role: String, _ span: YearSpan) async throws -> [PersonReference: Int] {
        var counts: [PersonReference: Int] = [:]
        let rows = try await database.query(span.query("""
            SELECT person.person_id, min(person.name), count(DISTINCT viewing.id) AS viewings
            FROM viewing JOIN tracked_film_person AS person ON person.movie_id = viewing.movie_id AND person.role = $4
            WHERE \(YearSpan.condition) GROUP BY person.person_id ORDER BY viewings DESC, person.person_id
            LIMIT \(YearInReview.topCount)
            """, role))
        for try await (id, name, count) in rows.decode((Int, String, Int).self) {
            counts[PersonReference(id: id, name: name)] = count
        }
        return counts
    }

    /// The year's first viewing in `order` (then by day, time logged and name; the latest when
    /// `descending`) among those where `condition` holds, read whole.
    private func noted(_ span: YearSpan, _ condition: String, order: String, descending: Bool = false) async throws -> YearViewing? {
        let direction = descending ? "DESC" : ""
        let rows = try await database.query(span.query("""
            SELECT \(PostgresViewingRows.columns) FROM \(PostgresViewingRows.tables)
            WHERE \(YearSpan.condition) AND \(condition)
            ORDER BY \(order) viewing.watched_on \(direction), viewing.logged_at \(direction),
                     viewing.id \(direction)
            LIMIT 1
            """))
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
/// first and last days (`$2`, `$3`) and a role (`$4`) bound as parameters, never written into it.
private struct YearSpan {
    let owner: String
    let first: String
    let last: String

    /// The year's visible viewings of the owner.
    static let condition = "viewing.owner_id = $1 AND viewing.deleted_at IS NULL AND viewing.watched_on BETWEEN $2 AND $3"

    /// `sql` (Marquee's own, with `$1` to `$3`, and `$4` when `role` is given) with the values bound.
    func query(_ sql: String, _ role: String? = nil) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: 4)
        bindings.append(owner)
        bindings.append(first)
        bindings.append(last)
        if let role { bindings.append(role) }
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }
}
