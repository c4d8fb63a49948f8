import Foundation
import Logging
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// The local catalog in PostgreSQL, with the same answers as ``SQLiteMovieCatalog``: every word
/// a prefix of a title word, case and diacritics ignored (the `marquee_search` text-search
/// configuration, over `unaccent`), an exact title first, then tiers of 100 matches by
/// popularity, each ranked by relevance. The query reaches PostgreSQL only as bound parameters.
public struct PostgresMovieCatalog: CatalogStore {
    let database: PostgresDatabase
    /// Films' pages worked out from the catalog (or that there is no such film), until it changes.
    let profiles = CatalogPageCache<Int, MovieProfile?>()
    /// Pages of search results, until the catalog changes (as ``SQLiteMovieCatalog`` keeps them).
    let searches: CatalogPageCache<SearchPageKey, MoviePage>
    /// Pages of Discover's popular grid, until the catalog changes.
    let popularPages = CatalogPageCache<Int, MoviePage>(capacity: 100)

    /// Reads the catalog stored in `database`.
    /// - Parameter searchPagesKept: how many pages of search results are kept until the catalog
    ///   changes (about 16 KB each); 0 keeps none, for a benchmark of the search itself.
    public init(database: PostgresDatabase, searchPagesKept: Int = 500) {
        self.database = database
        searches = CatalogPageCache(capacity: searchPagesKept)
    }

    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        guard let pattern = SearchPattern(query.text) else { return .empty }
        let page = max(page, 1)
        return try await keeping(SearchPageKey(query, page: page), in: searches) { try await search(pattern, query: query, page: page) }
    }

    /// `work`'s answer for `key`, from `cache` while the catalog is the one it was worked out
    /// from. Every import and every film's details kept write a new generation; it is read
    /// before the films, so a kept answer is never older than its generation.
    func keeping<Key, Value>(_ key: Key, in cache: CatalogPageCache<Key, Value>, _ work: () async throws -> Value) async throws -> Value {
        var generation: String?
        for try await value in try await database.query("SELECT value FROM metadata WHERE key = 'catalogGeneration'").decode(String.self) {
            generation = value
        }
        if let kept = cache.value(for: key, generation: generation) { return kept }
        let value = try await work()
        cache.store(value, for: key, generation: generation)
        return value
    }

    private func search(_ pattern: SearchPattern, query: SearchQuery, page: Int) async throws -> MoviePage {
        let skip = min(page - 1, SearchMovies.lastPage) * SQLiteMovieCatalog.pageSize
        let rows = try await database.execute(
            PostgresSearchStatement(words: pattern.words, prefixQuery: pattern.prefixQuery, exactTitle: SearchFolding.fold(query.text), skip: skip)
        )
        // The counting row comes back even past the last page, with no film in it.
        return .catalogSearch(page: page, counted: rows.first?.counted ?? 0, movies: rows.compactMap(\.movie))
    }

    public func movie(id: Int) async throws -> Movie? {
        try await movies("SELECT \(unescaped: MovieRow.columns) FROM movie WHERE id = \(id)").first
    }

    public func movie(imagePath: String) async throws -> Movie? {
        try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie WHERE poster_path = \(imagePath) OR backdrop_path = \(imagePath) LIMIT 1
            """).first
    }

    public func popular(page: Int) async throws -> MoviePage {
        let page = max(page, 1)
        return try await keeping(page, in: popularPages) { try await workOutPopular(page: page) }
    }

    private func workOutPopular(page: Int) async throws -> MoviePage {
        let pageSize = SQLiteMovieCatalog.pageSize
        var total = 0
        for try await count in try await database.query("SELECT COALESCE(max(rank), 0) FROM movie_rank").decode(Int.self) {
            total = count
        }
        let movies = try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie_rank JOIN movie ON movie.id = movie_rank.movie_id
            WHERE movie_rank.rank > \((page - 1) * pageSize) ORDER BY movie_rank.rank LIMIT \(pageSize)
            """)
        return MoviePage(
            page: page,
            totalPages: min((total + pageSize - 1) / pageSize, SearchMovies.lastPage),
            totalResults: total,
            movies: movies
        )
    }

    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie WHERE NOT is_adult AND vote_count >= \(SQLiteMovieCatalog.minimumUserVotes)
            ORDER BY vote_average DESC, vote_count DESC, id LIMIT \(limit)
            """)
    }

    public func topRatedByCritics(limit: Int) async throws -> [Movie] {
        try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie WHERE NOT is_adult AND critic_score IS NOT NULL
            ORDER BY critic_score DESC, vote_count DESC, id LIMIT \(limit)
            """)
    }

    public func statistics() async throws -> CatalogStatistics {
        let rows = try await database.query("""
            SELECT count(*), count(critic_score), count(poster_path),
                   min(CASE WHEN release_date ~ '^[0-9]{4}' THEN substr(release_date, 1, 4)::integer END),
                   max(CASE WHEN release_date ~ '^[0-9]{4}' THEN substr(release_date, 1, 4)::integer END)
            FROM movie
            """)
        for try await (movies, critics, posters, earliest, latest) in rows.decode((Int, Int, Int, Int?, Int?).self) {
            return CatalogStatistics(movies: movies, withCriticScore: critics, withPoster: posters, earliestYear: earliest, latestYear: latest)
        }
        return CatalogStatistics(movies: 0, withCriticScore: 0, withPoster: 0, earliestYear: nil, latestYear: nil)
    }

    public func count() async throws -> Int {
        var count = 0
        for try await value in try await database.query("SELECT count(*) FROM movie").decode(Int.self) {
            count = value
        }
        return count
    }

    func movies(_ query: PostgresQuery) async throws -> [Movie] {
        var movies: [Movie] = []
        for try await row in try await database.query(query) {
            movies.append(try MovieRow.movie(from: row.makeRandomAccess()))
        }
        return movies
    }
}

extension PostgresMovieCatalog: FilmDetailsKeeping {
    /// Stores a film's details fetched from TMDB, with its runtime, genres and people.
    public func keep(_ profile: MovieProfile) async throws {
        try await PostgresCatalogImporter(database: database).keep(profile)
    }
}

extension SearchPattern {
    /// The `to_tsquery` argument: each word quoted as a prefix (`'bat':* & 'begin':*`). The
    /// words hold only letters, digits and marks, so none can be read as query syntax; quotes
    /// are doubled all the same.
    var prefixQuery: String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\\", with: "\\\\") + "':*" }
            .joined(separator: " & ")
    }
}
