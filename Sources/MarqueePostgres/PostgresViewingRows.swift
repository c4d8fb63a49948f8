import Foundation
import Logging
import MarqueeCore
import PostgresNIO

/// The SQL that reads viewings and the films they are of, the rows it returns, and the copy of a
/// film kept in `tracked_film` (SQLite's `ViewingRows`, in PostgreSQL's words).
enum PostgresViewingRows {
    /// The tables of ``columns``.
    static let tables = "viewing JOIN tracked_film ON tracked_film.movie_id = viewing.movie_id"

    /// The diary's order, the latest first: by day watched, then when logged, then name.
    static let latestFirst = "viewing.watched_on DESC, viewing.logged_at DESC, viewing.id DESC"

    /// The columns of a viewing joined with its film (``tables``), with which time of watching the
    /// film it was: the owner's viewings of the film up to it, by day watched, then when logged,
    /// then name: one more than the visible viewings before it (a deleted one is counted so too, so
    /// that "Undo" shows it as it was), found on the `viewing_film` index.
    static let columns = """
        viewing.id, viewing.watched_on, viewing.rating, viewing.review, viewing.logged_at,
        \(filmColumns),
        1 + (SELECT count(*) FROM viewing AS earlier
             WHERE earlier.owner_id = viewing.owner_id AND earlier.movie_id = viewing.movie_id AND earlier.deleted_at IS NULL
               AND (earlier.watched_on, earlier.logged_at, earlier.id) < (viewing.watched_on, viewing.logged_at, viewing.id)) AS ordinal
        """

    /// ``columns`` for every visible viewing of one owner at once, each numbered in one pass over
    /// them (a window) instead of a count a row: a year of 5,000 viewings is read from this. The
    /// owner is bound by the caller after `owner_id = `.
    static let everyVisibleViewingOf = """
        SELECT viewing.id, viewing.watched_on, viewing.rating, viewing.review, viewing.logged_at,
          \(filmColumns),
          row_number() OVER (PARTITION BY viewing.movie_id ORDER BY viewing.watched_on, viewing.logged_at, viewing.id) AS ordinal
        FROM viewing JOIN tracked_film ON tracked_film.movie_id = viewing.movie_id
        WHERE viewing.deleted_at IS NULL AND viewing.owner_id =
        """

    /// The columns of a film as kept.
    static let filmColumns = """
        tracked_film.movie_id, tracked_film.title, tracked_film.original_title, tracked_film.release_date, tracked_film.poster_path,
        tracked_film.backdrop_path, tracked_film.popularity, tracked_film.genre_ids, tracked_film.runtime, tracked_film.overview
        """

    /// The viewings of rows of ``columns``, in their order; a row whose stored values do not read
    /// (never written so) is left out.
    static func viewings(_ rows: PostgresRowSequence) async throws -> [Viewing] {
        var viewings: [Viewing] = []
        for try await row in rows {
            if let viewing = try viewing(from: row.makeRandomAccess()) { viewings.append(viewing) }
        }
        return viewings
    }

    /// A viewing of a row of ``columns``; nil when a stored value does not read.
    static func viewing(from row: PostgresRandomAccessRow) throws -> Viewing? {
        guard let id = try ViewingID(row["id"].decode(String.self)), let day = try WatchDate(row["watched_on"].decode(String.self)) else {
            return nil
        }
        let loggedAt = try row["logged_at"].decode(Int64.self)
        return Viewing(
            id: id, movie: try movie(from: row), watchedOn: day,
            rating: try row["rating"].decode(Int?.self).flatMap(StarRating.init(halfStars:)), review: try row["review"].decode(String?.self),
            loggedAt: Date(timeIntervalSince1970: TimeInterval(loggedAt) / 1_000), ordinal: try row["ordinal"].decode(Int.self)
        )
    }

    /// The film of a row of ``filmColumns``.
    static func movie(from row: PostgresRandomAccessRow) throws -> Movie {
        Movie(
            id: try row["movie_id"].decode(Int.self),
            title: try row["title"].decode(String.self),
            originalTitle: try row["original_title"].decode(String.self),
            overview: try row["overview"].decode(String.self),
            releaseDate: try row["release_date"].decode(String?.self).flatMap(ReleaseDate.init),
            posterPath: try row["poster_path"].decode(String?.self),
            backdropPath: try row["backdrop_path"].decode(String?.self),
            popularity: try row["popularity"].decode(Double.self),
            genreIDs: try row["genre_ids"].decode([Int].self)
        )
    }

    /// `movie` as kept, with its running time and its people among `people`.
    static func film(_ movie: Movie, runtime: Int?, people: [Int: People]) -> TrackedFilm {
        let credited = people[movie.id]
        return TrackedFilm(movie: movie, runtime: runtime, directors: credited?.directors ?? [], cast: credited?.cast ?? [])
    }

    /// A kept film's directors and cast, each in billing order.
    struct People: Sendable {
        var directors: [PersonReference] = []
        var cast: [PersonReference] = []
    }

    /// The people kept of each film of `ids`.
    static func people(of ids: Set<Int>, in database: PostgresDatabase) async throws -> [Int: People] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.query("""
            SELECT movie_id, role, person_id, name FROM tracked_film_person WHERE movie_id = ANY(\(ids.sorted()))
            ORDER BY movie_id, role, billing
            """)
        var people: [Int: People] = [:]
        for try await (movieID, role, personID, name) in rows.decode((Int, String, Int, String).self) {
            let person = PersonReference(id: personID, name: name)
            if role == "director" {
                people[movieID, default: People()].directors.append(person)
            } else {
                people[movieID, default: People()].cast.append(person)
            }
        }
        return people
    }

    /// Writes `film` into `tracked_film` (and its people, when the copy names any), in the
    /// transaction on `connection`. A copy that knows less (an offline page without the cast)
    /// keeps what is known.
    static func keep(_ film: TrackedFilm, on connection: PostgresConnection, logger: Logger) async throws {
        let movie = film.movie
        try await connection.execute("""
            INSERT INTO tracked_film (movie_id, title, original_title, overview, release_date, poster_path, backdrop_path, popularity, genre_ids, runtime)
            VALUES (\(movie.id), \(movie.title), \(movie.originalTitle), \(movie.overview), \(movie.releaseDate?.description), \(movie.posterPath),
                    \(movie.backdropPath), \(movie.popularity), \(movie.genreIDs), \(film.runtime))
            ON CONFLICT (movie_id) DO UPDATE SET
              title = excluded.title, original_title = excluded.original_title,
              overview = CASE WHEN excluded.overview = '' THEN tracked_film.overview ELSE excluded.overview END,
              release_date = coalesce(excluded.release_date, tracked_film.release_date),
              poster_path = coalesce(excluded.poster_path, tracked_film.poster_path),
              backdrop_path = coalesce(excluded.backdrop_path, tracked_film.backdrop_path),
              popularity = excluded.popularity,
              genre_ids = CASE WHEN cardinality(excluded.genre_ids) = 0 THEN tracked_film.genre_ids ELSE excluded.genre_ids END,
              runtime = coalesce(excluded.runtime, tracked_film.runtime)
            """, logger: logger)
        // The film's row, locked above until the end of the transaction, makes two copies of
        // one film's people take turns.
        for (role, people) in [("director", film.directors), ("cast", film.cast)] where !people.isEmpty {
            // Rewritten only when they changed: a change recounts every owner's years with the film.
            var kept: [PersonReference] = []
            for try await (id, name) in try await connection.query("""
                SELECT person_id, name FROM tracked_film_person WHERE movie_id = \(movie.id) AND role = \(role) ORDER BY billing
                """, logger: logger).decode((Int, String).self) {
                kept.append(PersonReference(id: id, name: name))
            }
            guard kept != people else { continue }
            let ids = people.map(\.id), names = people.map(\.name)
            try await connection.execute("DELETE FROM tracked_film_person WHERE movie_id = \(movie.id) AND role = \(role)", logger: logger)
            try await connection.execute("""
                INSERT INTO tracked_film_person (movie_id, role, billing, person_id, name)
                SELECT \(movie.id), \(role), credited.billing - 1, credited.id, credited.name
                FROM unnest(\(ids), \(names)) WITH ORDINALITY AS credited (id, name, billing)
                """, logger: logger)
        }
    }
}
