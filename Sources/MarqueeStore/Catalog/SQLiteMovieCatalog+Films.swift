import Foundation
import GRDB
import MarqueeCore

extension SQLiteMovieCatalog {
    /// How many films "More like this" shows.
    public static let recommendationCount = 12

    /// The film's page from the catalog: its runtime, genres, directors and cast, and the
    /// films nearest to it (``recommendations(for:in:)``). Nothing the catalog cannot know
    /// (tagline, trailer, where to watch). Kept in memory until the catalog changes.
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        try keeping(id, in: profiles) { db in try Self.profile(ofMovie: id, in: db) }
    }

    private static func profile(ofMovie id: Int, in db: Database) throws -> MovieProfile? {
        guard let record = try MovieRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM movie WHERE id = ?"), arguments: [id]) else {
            return nil
        }
        let movie = Movie(record: record)
        let runtime = try Int.fetchOne(db.cachedStatement(sql: "SELECT runtime FROM movie WHERE id = ?"), arguments: [id])
        let credits = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT c.role, c.character, p.id, p.name, p.profilePath FROM movieCredit c JOIN person p ON p.id = c.personID
            WHERE c.movieID = ? ORDER BY c.role, c.billing
            """), arguments: [id])
        let people = credits.map { row in
            (role: row["role"] as String, character: row["character"] as String,
             person: PersonReference(id: row["id"], name: row["name"], profilePath: row["profilePath"]))
        }
        return MovieProfile(
            movie: movie,
            runtime: runtime,
            genres: Genre.named(movie.genreIDs),
            directors: people.filter { $0.role == "director" }.map(\.person),
            cast: people.filter { $0.role == "cast" }.map { CastCredit(person: $0.person, character: $0.character) },
            recommendations: try Self.recommendations(for: movie, in: db)
        )
    }

    /// Films like `movie`: those sharing the most genres with it, then the nearest in time, then
    /// the most popular, then by id, adult films left out. The same order on PostgreSQL. Ranked
    /// over the narrow genre rows; only the films shown are read from `movie`.
    static func recommendations(for movie: Movie, in db: Database) throws -> [Movie] {
        try MovieRecord.fetchAll(db.cachedStatement(sql: """
            SELECT m.* FROM (
              SELECT other.movieID AS id, COUNT(*) AS shared, other.day AS day, other.popularity AS popularity
              FROM movieGenre mine JOIN movieGenre other ON other.genreID = mine.genreID AND other.movieID <> mine.movieID
              WHERE mine.movieID = ?1 AND NOT other.isAdult
              GROUP BY other.movieID
              ORDER BY shared DESC, (other.day IS NULL OR ?2 IS NULL), ABS(other.day - ?2), other.popularity DESC, other.movieID
              LIMIT ?3
            ) AS ranked JOIN movie m ON m.id = ranked.id
            ORDER BY ranked.shared DESC, (ranked.day IS NULL OR ?2 IS NULL), ABS(ranked.day - ?2), ranked.popularity DESC, ranked.id
            """), arguments: [movie.id, movie.releaseDate?.dayNumber, recommendationCount])
            .map(Movie.init(record:))
    }

    /// The person's page from the catalog: the name, and the films they played in or directed.
    /// Known for "Acting" when they have a part, else "Directing".
    public func person(id: Int) async throws -> Person? {
        try database.read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, name, profilePath FROM person WHERE id = ?"), arguments: [id]) else {
                return nil
            }
            let credits = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT m.*, c.role AS creditRole, c.character AS creditCharacter FROM movieCredit c JOIN movie m ON m.id = c.movieID
                WHERE c.personID = ? AND NOT m.isAdult
                """), arguments: [id])
            var cast: [PersonFilmCredit] = []
            var directed: [Movie] = []
            for credit in credits {
                let movie = Movie(record: try MovieRecord(row: credit))
                if credit["creditRole"] == "cast" {
                    cast.append(PersonFilmCredit(movie: movie, character: credit["creditCharacter"]))
                } else {
                    directed.append(movie)
                }
            }
            return Person(
                id: row["id"], name: row["name"], profilePath: row["profilePath"],
                knownFor: cast.isEmpty && !directed.isEmpty ? "Directing" : cast.isEmpty ? "" : "Acting",
                castCredits: cast, directed: directed
            )
        }
    }

    /// The films of `genre` that are not adult, most popular first (popularity, then id: the
    /// order of the popularity ranks), 20 a page. The count and the page are read from one
    /// narrow index of the genre's rows (`movieGenre_list`), and only the page's films from
    /// `movie`: the walk to page 500 steps over 10,000 index entries instead of joining 10,000
    /// films (123 ms at 58,788 films before; docs/PERFORMANCE.md).
    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        let page = max(page, 1)
        return try database.read { db in
            let total = try Int.fetchOne(db.cachedStatement(sql: """
                SELECT COUNT(*) FROM movieGenre WHERE genreID = ? AND NOT isAdult
                """), arguments: [genre.id]) ?? 0
            let records = try MovieRecord.fetchAll(db.cachedStatement(sql: """
                SELECT m.* FROM (
                  SELECT movieID, popularity FROM movieGenre WHERE genreID = ? AND NOT isAdult
                  ORDER BY popularity DESC, movieID LIMIT ? OFFSET ?
                ) AS g JOIN movie m ON m.id = g.movieID
                ORDER BY g.popularity DESC, g.movieID
                """), arguments: [genre.id, Self.pageSize, (page - 1) * Self.pageSize])
            return MoviePage(
                page: page,
                totalPages: min((total + Self.pageSize - 1) / Self.pageSize, SearchMovies.lastPage),
                totalResults: total,
                movies: records.map(Movie.init(record:))
            )
        }
    }
}
