import Foundation
import Logging
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// The local catalog in PostgreSQL, with the same answers as ``SQLiteMovieCatalog``: every word
/// a prefix of a title word, case and diacritics ignored (the `marquee_search` text-search
/// configuration, over `unaccent`), an exact title first, then tiers of 100 matches by
/// popularity, each ranked by relevance. The query reaches PostgreSQL only as a bound
/// parameter of `to_tsquery`.
public struct PostgresMovieCatalog: CatalogStore {
    let database: PostgresDatabase
    /// Films' pages worked out from the catalog, until it changes.
    let profiles = CatalogPageCache<MovieProfile>()

    /// Reads the catalog stored in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        guard let pattern = SearchPattern(query.text) else { return .empty }
        let page = max(page, 1), pageSize = SQLiteMovieCatalog.pageSize, countLimit = SQLiteMovieCatalog.countLimit
        let skip = min(page - 1, SearchMovies.lastPage) * pageSize
        let tsQuery = pattern.prefixQuery, exact = SearchFolding.fold(query.text), tier = 100
        // SQLite's statement (`CatalogSearchRequest`), in PostgreSQL's words: only the tiers the
        // page overlaps are read, in popularity order, so a common word does not rank every
        // match; the count stops past the cap. The query is planned with its values, so
        // PostgreSQL picks the GIN index for a rare word and the rank order for a common one.
        let rows = try await database.query("""
            WITH matched AS MATERIALIZED (
              SELECT popularity_rank, search_title FROM movie
              WHERE search @@ to_tsquery('marquee_search', \(tsQuery)) AND popularity_rank IS NOT NULL
              LIMIT \(countLimit + 1)
            ), counted AS (
              SELECT count(*) AS match_count FROM matched
            ), exact AS MATERIALIZED (
              SELECT popularity_rank FROM movie
              WHERE search_title = \(exact) AND search @@ to_tsquery('marquee_search', \(tsQuery)) AND popularity_rank IS NOT NULL
            ), bounds AS (
              SELECT (greatest(\(skip) - count(*), 0) / \(tier)) * \(tier) AS first,
                     ((\(skip) + \(pageSize) - 1 - count(*)) / \(tier) + 1) * \(tier) AS last
              FROM exact
            ), candidates AS (
              -- Every match is already in hand unless there are more than the cap: then the
              -- tiers are read in rank order, where a common word's matches are dense.
              (SELECT popularity_rank FROM matched
               WHERE (SELECT match_count FROM counted) <= \(countLimit) AND popularity_rank NOT IN (SELECT popularity_rank FROM exact)
               ORDER BY popularity_rank
               LIMIT (SELECT greatest(last - first, 0) FROM bounds) OFFSET (SELECT first FROM bounds))
              UNION ALL
              (SELECT popularity_rank FROM movie
               WHERE (SELECT match_count FROM counted) > \(countLimit)
                 AND search @@ to_tsquery('marquee_search', \(tsQuery)) AND popularity_rank IS NOT NULL
                 AND popularity_rank NOT IN (SELECT popularity_rank FROM exact)
               ORDER BY popularity_rank
               LIMIT (SELECT greatest(last - first, 0) FROM bounds) OFFSET (SELECT first FROM bounds))
            ), others AS (
              SELECT popularity_rank, ((SELECT first FROM bounds) + row_number() OVER (ORDER BY popularity_rank) - 1) / \(tier) AS tier
              FROM candidates
            ), ranked AS (
              SELECT popularity_rank, -1 AS tier FROM exact UNION ALL SELECT popularity_rank, tier FROM others
            ), page AS (
              SELECT \(unescaped: MovieRow.columns), (SELECT first FROM bounds) - 1 + row_number() OVER (
                  ORDER BY ranked.tier, left(movie.search_title, length(\(exact))) = \(exact) DESC,
                           length(movie.search_title), ranked.popularity_rank) AS position
              FROM ranked JOIN movie ON movie.popularity_rank = ranked.popularity_rank
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
        let page = max(page, 1), pageSize = SQLiteMovieCatalog.pageSize
        var total = 0
        for try await count in try await database.query("SELECT COALESCE(max(popularity_rank), 0) FROM movie").decode(Int.self) {
            total = count
        }
        let movies = try await movies("""
            SELECT \(unescaped: MovieRow.columns) FROM movie WHERE popularity_rank IS NOT NULL
            ORDER BY popularity_rank LIMIT \(pageSize) OFFSET \((page - 1) * pageSize)
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
