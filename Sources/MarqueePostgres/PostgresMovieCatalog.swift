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
        let pageSize = SQLiteMovieCatalog.pageSize, countLimit = SQLiteMovieCatalog.countLimit
        let skip = min(page - 1, SearchMovies.lastPage) * pageSize
        let tsQuery = pattern.prefixQuery, exact = SearchFolding.fold(query.text), tier = 100
        // SQLite's statement (`CatalogSearchRequest`), in PostgreSQL's words. Every word's
        // matches are one row of `search_prefix`, in rank order (SearchPrefixes); the words are
        // made lexemes as the titles were, and their rows intersected. A word no title has a
        // prefix of leaves fewer rows than words, and nothing matches. Only the tiers the page
        // overlaps are ranked; the count stops past the cap.
        let rows = try await database.query("""
            WITH words AS (
              SELECT DISTINCT lexeme FROM unnest(\(pattern.words)::text[]) AS word,
                unnest(tsvector_to_array(to_tsvector('marquee_search', word))) AS lexeme
            ), found AS (
              -- The smallest lists first: every step's result is no longer than its smaller side.
              SELECT count(*) AS words, marquee_rank_intersection(search_prefix.ranks ORDER BY pg_column_size(search_prefix.ranks)) AS ranks
              FROM search_prefix JOIN words ON search_prefix.prefix = words.lexeme
            ), matched AS MATERIALIZED (
              -- Read once: one word's list is the stored array itself, which the page's rows
              -- below would otherwise each read out of storage again (20 times 129 buffers for
              -- "s" at 1,000,000 films); `|| '{}'` makes it a value of its own.
              SELECT CASE WHEN found.words > 0 AND found.words = (SELECT count(*) FROM words) THEN found.ranks || '{}'::integer[]
                          ELSE '{}'::integer[] END AS ranks
              FROM found
            ), counted AS (
              SELECT least(cardinality(ranks), \(countLimit + 1)) AS match_count FROM matched
            ), exact AS MATERIALIZED (
              SELECT movie_rank.rank AS popularity_rank FROM movie JOIN movie_rank ON movie_rank.movie_id = movie.id
              WHERE movie.search_title = \(exact)
                AND marquee_title_words(movie.title, movie.original_title) @@ to_tsquery('marquee_search', \(tsQuery))
            ), bounds AS (
              SELECT (greatest(\(skip) - count(*), 0) / \(tier)) * \(tier) AS first,
                     ((\(skip) + \(pageSize) - 1 - count(*)) / \(tier) + 1) * \(tier) AS last, count(*) AS exact_count
              FROM exact
            ), others AS (
              -- The matches but the exact titles, cut to the tiers the page overlaps. Cut first:
              -- intarray's `-` copies and sorts both arrays, and the matches of a short prefix
              -- are most of the catalog (the tail of distinct searches, issue 26); the first
              -- `last` matches that are not exact are among the first `last` + (exact) ones.
              SELECT rank, ((SELECT first FROM bounds) + ordinality - 1) / \(tier) AS tier
              FROM matched, bounds,
                unnest((matched.ranks[1 : bounds.last + bounds.exact_count]
                        - ARRAY(SELECT popularity_rank::integer FROM exact))[bounds.first + 1 : bounds.last])
                  WITH ORDINALITY AS others (rank, ordinality)
            ), ranked AS (
              SELECT popularity_rank, -1 AS tier FROM exact UNION ALL SELECT rank, tier FROM others
            ), page AS (
              SELECT \(unescaped: MovieRow.columns), (SELECT first FROM bounds) - 1 + row_number() OVER (
                  ORDER BY ranked.tier, left(movie.search_title, length(\(exact))) = \(exact) DESC,
                           length(movie.search_title), ranked.popularity_rank) AS position
              FROM ranked JOIN movie_rank ON movie_rank.rank = ranked.popularity_rank JOIN movie ON movie.id = movie_rank.movie_id
            )
            SELECT page.*, counted.match_count FROM counted
            LEFT JOIN page ON page.position >= \(skip) AND page.position < least(\(skip + pageSize), \(countLimit))
            ORDER BY page.position
            """)
        var movies: [Movie] = []
        var counted = 0
        for try await row in rows {
            let access = row.makeRandomAccess()
            counted = try access["match_count"].decode(Int.self)
            // The counting row comes back even past the last page, with no film in it.
            if try access["id"].decode(Int?.self) != nil { movies.append(try MovieRow.movie(from: access)) }
        }
        return .catalogSearch(page: page, counted: counted, movies: movies)
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
