import Foundation
import GRDB
import MarqueeCore

/// The embedded, offline catalog: full-text search over the `movie` table.
///
/// Every word must match as a prefix of a title word ("bat begin" finds Batman Begins), case
/// and diacritics ignored. An exact title match ranks first; the other matches come in tiers
/// of the most popular, each tier ranked by relevance (see `CatalogSearchRequest`), so a common
/// word costs about as much in a million films as in a thousand, and pages never overlap. Past
/// ``countLimit`` matches the count stops and the page says so (`MoviePage.totalIsCapped`).
public struct SQLiteMovieCatalog: MovieCatalog, MovieLookup {
    /// Films a page, as TMDB serves them.
    public static let pageSize = 20
    /// Matches counted at most for one search, as many as its 500 pages can show; past it the
    /// page reports "10,000+".
    public static let countLimit = SearchMovies.lastPage * pageSize

    let database: AppDatabase
    /// Films' pages worked out from the catalog, until it changes.
    let profiles = CatalogPageCache<MovieProfile>()

    /// Searches the catalog stored in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Films whose title words start with every word of `query`, best match first, 20 a page.
    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        guard let pattern = SearchPattern(query.text) else { return .empty }
        let request = CatalogSearchRequest(
            pattern: pattern,
            exactTitle: SearchFolding.fold(query.text),
            page: max(page, 1)
        )
        return try database.readStatement { db in try request.fetch(db) }
    }

    /// The film with TMDB id `id`; nil when the catalog lacks it.
    public func movie(id: Int) async throws -> Movie? {
        try database.readStatement { db in
            // A cached statement: preparing one per request cost more than running it.
            try MovieRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM movie WHERE id = ?"), arguments: [id]).map(Movie.init(record:))
        }
    }

    /// The film whose poster or backdrop is at `imagePath`, for drawing a generated one.
    public func movie(imagePath: String) async throws -> Movie? {
        try database.readStatement { db in
            try MovieRecord
                .filter(MovieRecord.Columns.posterPath == imagePath || MovieRecord.Columns.backdropPath == imagePath)
                .fetchOne(db)
                .map(Movie.init(record:))
        }
    }

    /// How many films the catalog holds.
    public func count() async throws -> Int {
        try database.read { db in try MovieRecord.fetchCount(db) }
    }
}
