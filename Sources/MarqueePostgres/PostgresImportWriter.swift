import Foundation
import Logging
import MarqueeCore
import PostgresNIO

/// Writes one ``ImportPlan`` in the transaction on `connection`, a statement for each kind of
/// row however many there are (arrays bound as parameters and `unnest`ed), so that an import of
/// 100,000 rows is a few round trips, not 100,000 (as ``SQLiteImportStore``'s writer, in SQL).
struct PostgresImportWriter {
    let connection: PostgresConnection
    let owner: OwnerID
    let date: Date
    let logger: Logger

    func write(_ plan: ImportPlan) async throws -> ImportResult {
        var result = ImportResult()
        let films = plan.films
        var ids: [PlannedFilm: Int] = [:]
        var matched: [TrackedFilm] = [], unmatched: [(film: PlannedFilm, key: String, title: String, year: Int)] = []
        for film in films {
            switch film {
            case let .film(tracked):
                matched.append(tracked)
                ids[film] = tracked.movie.id
            case let .unmatched(title, year):
                unmatched.append((film, TitleKey(title).rawValue, title, year ?? 0))
            }
        }
        try await keep(matched)
        let found = try await unmatchedIDs(keys: unmatched.map(\.key), years: unmatched.map(\.year))
        let missing = unmatched.filter { found["\($0.key) \($0.year)"] == nil }
        let made = try await makeUnmatched(titles: missing.map(\.title), keys: missing.map(\.key), years: missing.map(\.year))
        for film in unmatched {
            ids[film.film] = found["\(film.key) \(film.year)"] ?? made["\(film.key) \(film.year)"]
        }
        result.filmsUnmatched = unmatched.count

        var kept: [ImportPlan.KeptViewing] = []
        for try await (movieID, day, rating) in try await connection.query("""
            SELECT movie_id, watched_on, rating FROM viewing
            WHERE owner_id = \(owner.rawValue) AND deleted_at IS NULL AND movie_id = ANY(\(Array(Set(ids.values))))
            """, logger: logger).decode((Int, String, Int?).self) {
            if let day = WatchDate(day) { kept.append(.init(movieID: movieID, watchedOn: day, rating: rating.flatMap(StarRating.init(halfStars:)))) }
        }
        let (write, alreadyKept) = plan.viewingsToWrite(ids: ids, kept: kept)
        result.viewingsAlreadyKept = alreadyKept
        result.viewingsAdded = write.count
        let loggedAt = ChangeTime(date).millisecondsSince1970, viewingIDs = write.map { _ in ViewingID.make().rawValue }
        // Counted in their years after, all at once (migration 16), not one by one as they are written.
        try await connection.execute("SET LOCAL marquee.counting = 'later'", logger: logger)
        try await connection.execute("""
            INSERT INTO viewing (id, owner_id, movie_id, watched_on, rating, review, logged_at)
            SELECT written.id, \(owner.rawValue), written.movie_id, written.day, NULLIF(written.rating, 0), NULLIF(written.review, ''), written.logged_at
            FROM unnest(\(viewingIDs)::text[], \(write.map(\.movieID))::integer[],
                        \(write.map(\.viewing.watchedOn.description))::text[], \(write.map { $0.viewing.rating?.halfStars ?? 0 })::integer[],
                        \(write.map { $0.viewing.review ?? "" })::text[], \(write.indices.map { loggedAt + Int64($0) })::bigint[])
              AS written (id, movie_id, day, rating, review, logged_at)
            """, logger: logger)
        try await connection.execute("SET LOCAL marquee.counting = 'now'", logger: logger)
        try await count(viewings: viewingIDs)
        result.watchlistAdded = try await mark(plan.watchlist, ids: ids, subject: ChangeSubject.watchlist, insert: { movieIDs, dates in """
            INSERT INTO watchlist (owner_id, movie_id, added_at) SELECT \(owner.rawValue), marked.movie_id, marked.at
            FROM unnest(\(movieIDs)::integer[], \(dates)::timestamptz[]) AS marked (movie_id, at) ON CONFLICT DO NOTHING RETURNING 1
            """ })
        result.heartsAdded = try await mark(plan.hearts, ids: ids, subject: ChangeSubject.favorite, insert: { movieIDs, dates in """
            INSERT INTO favorite (owner_id, movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, favorited_at)
            SELECT \(owner.rawValue), film.movie_id, film.title, film.original_title, film.overview, film.release_date, film.poster_path,
              film.backdrop_path, marked.at
            FROM unnest(\(movieIDs)::integer[], \(dates)::timestamptz[]) AS marked (movie_id, at)
            JOIN tracked_film AS film ON film.movie_id = marked.movie_id ON CONFLICT DO NOTHING RETURNING 1
            """ })
        for list in plan.lists where try await writeList(list, ids: ids) { result.lists += 1 }
        return result
    }

    /// Makes the owner's imported list, or finds it again (brought back if deleted), and adds the
    /// films it does not have yet at its end, in the file's order.
    /// - Returns: false when the list's id is another owner's (nothing written).
    private func writeList(_ list: PlannedList, ids: [PlannedFilm: Int]) async throws -> Bool {
        let id = FilmListID.imported(list.name, owner: owner).rawValue
        var written = false
        for try await _ in try await connection.query("""
            INSERT INTO film_list (id, owner_id, name, description, updated_at) VALUES (\(id), \(owner.rawValue), \(list.name), \(list.description), \(date))
            ON CONFLICT (id) DO UPDATE SET deleted_at = NULL, updated_at = excluded.updated_at WHERE film_list.owner_id = excluded.owner_id
            RETURNING 1
            """, logger: logger).decode(Int.self) {
            written = true
        }
        guard written else { return false }
        var seen = Set<Int>(), films: [Int] = [], notes: [String] = []
        for entry in list.entries {
            guard let film = ids[entry.film], seen.insert(film).inserted else { continue }
            films.append(film)
            notes.append(entry.note)
        }
        try await connection.execute("""
            INSERT INTO film_list_entry (list_id, movie_id, position, note)
            SELECT \(id), added.movie_id, (SELECT coalesce(max(position) + 1, 0) FROM film_list_entry WHERE list_id = \(id)) + added.place - 1, added.note
            FROM unnest(\(films)::integer[], \(notes)::text[]) WITH ORDINALITY AS added (movie_id, note, place)
            WHERE NOT EXISTS (SELECT 1 FROM film_list_entry WHERE list_id = \(id) AND movie_id = added.movie_id)
            """, logger: logger)
        return true
    }

    /// Counts the viewings `ids` in their years' tallies, each once in each count (as migration 13
    /// counted the viewings already written).
    private func count(viewings ids: [String]) async throws {
        try await connection.execute("""
            WITH written AS (SELECT * FROM viewing WHERE id = ANY(\(ids)::text[]) AND deleted_at IS NULL)
            INSERT INTO year_tally AS tally (owner_id, year, kind, key, viewings)
            SELECT owner_id, year, kind, key, count(DISTINCT id) FROM (
              SELECT id, owner_id, substr(watched_on, 1, 4)::integer AS year, 'month' AS kind, substr(watched_on, 6, 2)::integer AS key FROM written
              UNION ALL SELECT id, owner_id, substr(watched_on, 1, 4)::integer, 'rating', rating FROM written WHERE rating IS NOT NULL
              UNION ALL SELECT id, owner_id, substr(watched_on, 1, 4)::integer, 'film', movie_id FROM written
              UNION ALL SELECT written.id, written.owner_id, substr(written.watched_on, 1, 4)::integer, 'genre', genre
              FROM written JOIN tracked_film ON tracked_film.movie_id = written.movie_id, unnest(tracked_film.genre_ids) AS genre
              UNION ALL SELECT written.id, written.owner_id, substr(written.watched_on, 1, 4)::integer, person.role, person.person_id
              FROM written JOIN tracked_film_person AS person ON person.movie_id = written.movie_id
            ) AS counted GROUP BY owner_id, year, kind, key ORDER BY owner_id, year, kind, key
            ON CONFLICT (owner_id, year, kind, key) DO UPDATE SET viewings = tally.viewings + excluded.viewings
            """, logger: logger)
    }

    /// The catalog's films, written where not kept yet (a film kept already keeps what its page
    /// gave), with their directors and cast.
    private func keep(_ films: [TrackedFilm]) async throws {
        let movies = films.map(\.movie)
        var written = Set<Int>()
        for try await id in try await connection.query("""
            INSERT INTO tracked_film (movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, popularity, genre_ids, runtime)
            SELECT film.id, film.title, film.original_title, film.overview, NULLIF(film.release_date, ''), NULLIF(film.poster_path, ''),
              NULLIF(film.backdrop_path, ''), film.popularity, film.genre_ids::integer[], NULLIF(film.runtime, 0)
            FROM unnest(\(movies.map(\.id))::integer[], \(movies.map(\.title))::text[], \(movies.map(\.originalTitle))::text[],
                        \(movies.map(\.overview))::text[], \(movies.map { $0.releaseDate?.description ?? "" })::text[],
                        \(movies.map { $0.posterPath ?? "" })::text[], \(movies.map { $0.backdropPath ?? "" })::text[],
                        \(movies.map(\.popularity))::double precision[],
                        \(movies.map { "{" + $0.genreIDs.map(String.init).joined(separator: ",") + "}" })::text[], \(films.map { $0.runtime ?? 0 })::integer[])
              AS film (id, title, original_title, overview, release_date, poster_path, backdrop_path, popularity, genre_ids, runtime)
            ON CONFLICT (movie_id) DO NOTHING
            RETURNING movie_id
            """, logger: logger).decode(Int.self) {
            written.insert(id)
        }
        var ids: [Int] = [], roles: [String] = [], billings: [Int] = [], people: [Int] = [], names: [String] = []
        for film in films where written.contains(film.movie.id) {
            for (role, credited) in [("director", film.directors), ("cast", film.cast)] {
                for (billing, person) in credited.enumerated() {
                    ids.append(film.movie.id)
                    roles.append(role)
                    billings.append(billing)
                    people.append(person.id)
                    names.append(person.name)
                }
            }
        }
        guard !ids.isEmpty else { return }
        try await connection.execute("""
            INSERT INTO tracked_film_person (movie_id, role, billing, person_id, name)
            SELECT * FROM unnest(\(ids)::integer[], \(roles)::text[], \(billings)::integer[], \(people)::integer[], \(names)::text[])
            """, logger: logger)
    }

    /// The ids of the unmatched films already kept, by `"key year"` (year 0 for none).
    private func unmatchedIDs(keys: [String], years: [Int]) async throws -> [String: Int] {
        var ids: [String: Int] = [:]
        for try await (key, year, id) in try await connection.query("""
            SELECT film.title_key, coalesce(film.year, 0), film.movie_id FROM unmatched_film AS film
            JOIN unnest(\(keys)::text[], \(years)::integer[]) AS wanted (title_key, year)
              ON film.title_key = wanted.title_key AND coalesce(film.year, 0) = wanted.year
            """, logger: logger).decode((String, Int, Int).self) {
            ids["\(key) \(year)"] = id
        }
        return ids
    }

    /// Makes the unmatched films, each under a new id below zero. Another import making one of
    /// them at the same moment makes this transaction lose, and it is tried once more.
    private func makeUnmatched(titles: [String], keys: [String], years: [Int]) async throws -> [String: Int] {
        guard !titles.isEmpty else { return [:] }
        var ids: [String: Int] = [:]
        for try await (key, year, id) in try await connection.query("""
            WITH made AS (
              SELECT nextval('unmatched_film_id')::integer AS movie_id, wanted.*
              FROM unnest(\(titles)::text[], \(keys)::text[], \(years)::integer[]) AS wanted (title, title_key, year)
            ), film AS (
              INSERT INTO tracked_film (movie_id, title, original_title, overview, release_date, popularity, genre_ids)
              SELECT movie_id, title, title, '', CASE WHEN year > 0 THEN lpad(year::text, 4, '0') || '-01-01' END, 0, '{}' FROM made
            )
            INSERT INTO unmatched_film (movie_id, title_key, year)
            SELECT movie_id, title_key, NULLIF(year, 0) FROM made ON CONFLICT DO NOTHING
            RETURNING title_key, coalesce(year, 0), movie_id
            """, logger: logger).decode((String, Int, Int).self) {
            ids["\(key) \(year)"] = id
        }
        guard ids.count == titles.count else {
            throw StoreUnavailableError(.busy, reason: "another import kept one of the same unmatched films at the same moment")
        }
        return ids
    }

    /// Puts `marks` (each film once) on the watchlist or among the hearts, unless a later change
    /// of the film's mark was applied; the clocks are moved and the rows written in one statement each.
    private func mark(_ marks: [PlannedMark], ids: [PlannedFilm: Int], subject: (Int) -> ChangeSubject,
                      insert: ([Int], [Date]) -> PostgresQuery) async throws -> Int {
        var seen = Set<Int>(), movieIDs: [Int] = [], dates: [Date] = []
        for mark in marks {
            guard let id = ids[mark.film], seen.insert(id).inserted else { continue }
            movieIDs.append(id)
            dates.append(mark.on?.noonUTC ?? date)
        }
        guard !movieIDs.isEmpty else { return 0 }
        var advanced = Set<String>()
        for try await subject in try await connection.query("""
            INSERT INTO change_clock (owner_id, subject, changed_at)
            SELECT \(owner.rawValue), subject, \(ChangeTime(date).millisecondsSince1970) FROM unnest(\(movieIDs.map { subject($0).rawValue })::text[]) AS subject
            ON CONFLICT (owner_id, subject) DO UPDATE SET changed_at = excluded.changed_at WHERE change_clock.changed_at <= excluded.changed_at
            RETURNING subject
            """, logger: logger).decode(String.self) {
            advanced.insert(subject)
        }
        let kept = movieIDs.indices.filter { advanced.contains(subject(movieIDs[$0]).rawValue) }
        var added = 0
        for try await _ in try await connection.query(insert(kept.map { movieIDs[$0] }, kept.map { dates[$0] }), logger: logger).decode(Int.self) {
            added += 1
        }
        return added
    }
}
