import Foundation
import GRDB
import MarqueeCore

/// The embedded, offline catalog: full-text search over the `movie` table.
///
/// Every word must match as a prefix of a title word ("bat begin" finds Batman Begins), case
/// and diacritics ignored. An exact title match ranks first, then FTS5's bm25 relevance
/// (title weighed above original title), then popularity, then id, so pages never overlap.
public struct SQLiteMovieCatalog: MovieCatalog, MovieLookup {
    /// Films a page, as TMDB serves them.
    public static let pageSize = 20

    let database: AppDatabase

    /// Searches the catalog stored in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Films whose title words start with every word of `query`, best match first, 20 a page.
    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        // User text reaches FTS5 only through FTS5Pattern, which quotes every token.
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query.text) else { return .empty }
        let exactTitle = SearchFolding.fold(query.text)
        let page = max(page, 1)
        return try await database.reader.read { db in
            let total = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM movieFTS JOIN movie ON movie.id = movieFTS.rowid
                WHERE movieFTS MATCH ? AND NOT movie.isAdult
                """, arguments: [pattern]) ?? 0
            let records = try MovieRecord.fetchAll(db, sql: """
                SELECT movie.* FROM movieFTS JOIN movie ON movie.id = movieFTS.rowid
                WHERE movieFTS MATCH ? AND NOT movie.isAdult
                ORDER BY movie.searchTitle = ? DESC, bm25(movieFTS, 10.0, 5.0), movie.popularity DESC, movie.id
                LIMIT ? OFFSET ?
                """, arguments: [pattern, exactTitle, Self.pageSize, (page - 1) * Self.pageSize])
            let totalPages = (total + Self.pageSize - 1) / Self.pageSize
            return MoviePage(
                page: page,
                totalPages: min(totalPages, SearchMovies.lastPage),
                totalResults: total,
                movies: records.map(Movie.init(record:))
            )
        }
    }

    /// The film with TMDB id `id`; nil when the catalog lacks it.
    public func movie(id: Int) async throws -> Movie? {
        try await database.reader.read { db in
            try MovieRecord.fetchOne(db, key: id).map(Movie.init(record:))
        }
    }

    /// The film whose poster or backdrop is at `imagePath`, for drawing a generated one.
    public func movie(imagePath: String) async throws -> Movie? {
        try await database.reader.read { db in
            try MovieRecord
                .filter(MovieRecord.Columns.posterPath == imagePath || MovieRecord.Columns.backdropPath == imagePath)
                .fetchOne(db)
                .map(Movie.init(record:))
        }
    }

    /// How many films the catalog holds.
    public func count() async throws -> Int {
        try await database.reader.read { db in try MovieRecord.fetchCount(db) }
    }
}
