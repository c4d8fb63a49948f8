import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

extension PostgresMovieCatalog {
    /// The film's page from the catalog, as ``SQLiteMovieCatalog/profile(ofMovie:)`` gives it,
    /// kept in memory until the catalog changes (an import writes a new generation).
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        try await keeping(id, in: profiles) { try await workOutProfile(ofMovie: id) }
    }

    private func workOutProfile(ofMovie id: Int) async throws -> MovieProfile? {
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
        let day = movie.releaseDate?.dayNumber
        // SQLite's statement (`SQLiteMovieCatalog.recommendations(for:in:)`), in PostgreSQL's words.
        let recommendations = try await movies("""
            WITH target AS (SELECT \(day)::bigint AS day),
            ranked AS (
              SELECT other.movie_id AS id, count(*) AS shared, other.day AS day, other.popularity AS popularity
              FROM movie_genre mine JOIN movie_genre other ON other.genre_id = mine.genre_id AND other.movie_id <> mine.movie_id
              WHERE mine.movie_id = \(id) AND NOT other.is_adult
              GROUP BY other.movie_id, other.day, other.popularity
            ), top AS (
              SELECT ranked.* FROM ranked, target
              ORDER BY ranked.shared DESC, (ranked.day IS NULL OR target.day IS NULL), abs(ranked.day - target.day), ranked.popularity DESC, ranked.id
              LIMIT \(SQLiteMovieCatalog.recommendationCount)
            )
            SELECT \(unescaped: MovieRow.columns) FROM top JOIN movie ON movie.id = top.id, target
            ORDER BY top.shared DESC, (top.day IS NULL OR target.day IS NULL), abs(top.day - target.day), top.popularity DESC, top.id
            """)
        return MovieProfile(
            movie: movie, runtime: runtime, genres: Genre.named(movie.genreIDs), directors: directors, cast: cast,
            recommendations: recommendations
        )
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
        // As SQLite's: the count and the page from the genre's narrow index
        // (`movie_genre_list`), only the page's films read from `movie`.
        let counted = try await database.query("""
            SELECT count(*) FROM movie_genre WHERE genre_id = \(genre.id) AND NOT is_adult
            """)
        for try await count in counted.decode(Int.self) { total = count }
        let movies = try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM (
              SELECT movie_id, popularity FROM movie_genre WHERE genre_id = \(genre.id) AND NOT is_adult
              ORDER BY popularity DESC, movie_id LIMIT \(pageSize) OFFSET \((page - 1) * pageSize)
            ) AS g JOIN movie ON movie.id = g.movie_id
            ORDER BY g.popularity DESC, g.movie_id
            """)
        return MoviePage(
            page: page, totalPages: min((total + pageSize - 1) / pageSize, SearchMovies.lastPage), totalResults: total, movies: movies
        )
    }
}
