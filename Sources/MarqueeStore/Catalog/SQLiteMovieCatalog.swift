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
    /// Films' pages worked out from the catalog (or that there is no such film), until it changes.
    let profiles = CatalogPageCache<Int, MovieProfile?>()
    /// Pages of search results, until the catalog changes: the same for everyone, and most
    /// visitors ask for the same few. About 16 KB a page.
    let searches: CatalogPageCache<SearchPageKey, MoviePage>
    /// Pages of Discover's popular grid, until the catalog changes.
    let popularPages = CatalogPageCache<Int, MoviePage>(capacity: 100)

    /// Searches the catalog stored in `database`.
    /// - Parameter searchPagesKept: how many pages of search results are kept until the catalog
    ///   changes (about 16 KB each); 0 keeps none, for a benchmark of the search itself.
    public init(database: AppDatabase, searchPagesKept: Int = 500) {
        self.database = database
        searches = CatalogPageCache(capacity: searchPagesKept)
    }

    /// Films whose title words start with every word of `query`, best match first, 20 a page.
    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        guard let pattern = SearchPattern(query.text) else { return .empty }
        let request = CatalogSearchRequest(
            pattern: pattern,
            exactTitle: SearchFolding.fold(query.text),
            page: max(page, 1)
        )
        return try keeping(SearchPageKey(query, page: request.page), in: searches, request.fetch)
    }

    /// `work`'s answer for `key`, from `cache` while the catalog is the one it was worked out
    /// from. Every import and every film's details kept write a new generation; it is read
    /// before the films, so a kept answer is never older than its generation. No transaction:
    /// its BEGIN and COMMIT were 4% of a Discover page's CPU under load (perf, 2026-11-27).
    func keeping<Key, Value>(_ key: Key, in cache: CatalogPageCache<Key, Value>, _ work: (Database) throws -> Value) throws -> Value {
        try database.readStatement { db in
            let generation = try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM metadata WHERE key = 'catalogGeneration'"))
            if let kept = cache.value(for: key, generation: generation) { return kept }
            let value = try work(db)
            cache.store(value, for: key, generation: generation)
            return value
        }
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
