import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

extension PostgresMovieCatalog {
    /// The film's page from the catalog, as ``SQLiteMovieCatalog/profile(ofMovie:)`` gives it.
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        var found: (movie: Movie, runtime: Int?)?
        for try await row in try await database.query("SELECT \(unescaped: MovieRow.columns), movie.runtime FROM movie WHERE id = \(id)") {
            let row = row.makeRandomAccess()
            found = (try MovieRow.movie(from: row), try row["runtime"].decode(Int?.self))
        }
        guard let (movie, runtime) = found else { return nil }
        var directors: [PersonReference] = [], cast: [CastCredit] = []
        let credits = try await database.query("""
            SELECT c.role, c.character, p.id, p.name, p.profile_path FROM movie_credit c JOIN person p ON p.id = c.person_id
            WHERE c.movie_id = \(id) ORDER BY c.role, c.billing
            """)
        for try await (role, character, personID, name, photo) in credits.decode((String, String, Int, String, String?).self) {
            let person = PersonReference(id: personID, name: name, profilePath: photo)
            if role == "director" { directors.append(person) } else { cast.append(CastCredit(person: person, character: character)) }
        }
        let date = movie.releaseDate?.description
        // SQLite's order (`SQLiteMovieCatalog.recommendations(for:in:)`), in PostgreSQL's words.
        let recommendations = try await movies("""
            WITH target AS (SELECT \(date)::text AS day)
            SELECT \(unescaped: MovieRow.columns) FROM target, movie_genre mine
            JOIN movie_genre other ON other.genre_id = mine.genre_id AND other.movie_id <> mine.movie_id
            JOIN movie ON movie.id = other.movie_id
            WHERE mine.movie_id = \(id) AND NOT movie.is_adult
            GROUP BY movie.id, target.day
            ORDER BY count(*) DESC,
              CASE WHEN movie.release_date IS NULL OR target.day IS NULL THEN 1 ELSE 0 END,
              abs(\(unescaped: Self.dayNumber("movie.release_date")) - COALESCE(\(unescaped: Self.dayNumber("target.day")), 0)),
              movie.popularity DESC, movie.id
            LIMIT \(SQLiteMovieCatalog.recommendationCount)
            """)
        return MovieProfile(
            movie: movie, runtime: runtime, genres: Genre.named(movie.genreIDs), directors: directors, cast: cast,
            recommendations: recommendations
        )
    }

    /// A `YYYY-MM-DD` text as a number of days, 31 a month and 372 a year, as on SQLite.
    private static func dayNumber(_ text: String) -> String {
        "(substr(\(text), 1, 4)::bigint * 372 + substr(\(text), 6, 2)::bigint * 31 + substr(\(text), 9, 2)::bigint)"
    }

    /// The person's page from the catalog, as ``SQLiteMovieCatalog/person(id:)`` gives it.
    public func person(id: Int) async throws -> Person? {
        var found: (name: String, photo: String?)?
        for try await (name, photo) in try await database.query("SELECT name, profile_path FROM person WHERE id = \(id)").decode((String, String?).self) {
            found = (name, photo)
        }
        guard let found else { return nil }
        var cast: [PersonFilmCredit] = [], directed: [Movie] = []
        let rows = try await database.query("""
            SELECT \(unescaped: MovieRow.columns), c.role AS credit_role, c.character AS credit_character
            FROM movie_credit c JOIN movie ON movie.id = c.movie_id WHERE c.person_id = \(id) AND NOT movie.is_adult
            """)
        for try await row in rows {
            let row = row.makeRandomAccess()
            let movie = try MovieRow.movie(from: row)
            if try row["credit_role"].decode(String.self) == "cast" {
                cast.append(PersonFilmCredit(movie: movie, character: try row["credit_character"].decode(String.self)))
            } else {
                directed.append(movie)
            }
        }
        return Person(
            id: id, name: found.name, profilePath: found.photo,
            knownFor: cast.isEmpty && !directed.isEmpty ? "Directing" : cast.isEmpty ? "" : "Acting",
            castCredits: cast, directed: directed
        )
    }

    /// The films of `genre` that are not adult, most popular first, 20 a page.
    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        let page = max(page, 1), pageSize = SQLiteMovieCatalog.pageSize
        var total = 0
        let counted = try await database.query("""
            SELECT count(*) FROM movie_genre g JOIN movie ON movie.id = g.movie_id WHERE g.genre_id = \(genre.id) AND movie.popularity_rank IS NOT NULL
            """)
        for try await count in counted.decode(Int.self) { total = count }
        let movies = try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie_genre g JOIN movie ON movie.id = g.movie_id
            WHERE g.genre_id = \(genre.id) AND movie.popularity_rank IS NOT NULL
            ORDER BY movie.popularity_rank LIMIT \(pageSize) OFFSET \((page - 1) * pageSize)
            """)
        return MoviePage(
            page: page, totalPages: min((total + pageSize - 1) / pageSize, SearchMovies.lastPage), totalResults: total, movies: movies
        )
    }
}
