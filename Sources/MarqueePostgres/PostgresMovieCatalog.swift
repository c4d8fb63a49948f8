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

    /// Reads the catalog stored in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        guard let pattern = SearchPattern(query.text) else { return .empty }
        let page = max(page, 1), pageSize = SQLiteMovieCatalog.pageSize, countLimit = SQLiteMovieCatalog.countLimit
        let skip = min(page - 1, SearchMovies.lastPage) * pageSize
        let take = max(0, min(pageSize, countLimit - skip))
        let tsQuery = pattern.prefixQuery, exact = SearchFolding.fold(query.text), tier = 100
        let rows = try await database.query("""
            WITH matches AS MATERIALIZED (
              SELECT id, popularity_rank, search_title FROM movie
              WHERE search @@ to_tsquery('marquee_search', \(tsQuery)) AND popularity_rank IS NOT NULL
            ), ranked AS (
              SELECT id, popularity_rank, search_title, count(*) OVER () AS match_count,
                     CASE WHEN search_title = \(exact) THEN -1
                          ELSE (row_number() OVER (PARTITION BY search_title = \(exact) ORDER BY popularity_rank) - 1) / \(tier) END AS tier
              FROM matches
            )
            SELECT \(unescaped: MovieRow.columns), ranked.match_count FROM ranked JOIN movie ON movie.id = ranked.id
            ORDER BY ranked.tier, left(ranked.search_title, length(\(exact))) = \(exact) DESC,
                     length(ranked.search_title), ranked.popularity_rank
            LIMIT \(take) OFFSET \(skip)
            """)
        var movies: [Movie] = []
        var counted = 0
        for try await row in rows {
            let access = row.makeRandomAccess()
            movies.append(try MovieRow.movie(from: access))
            counted = try access["match_count"].decode(Int.self)
        }
        if movies.isEmpty {
            // Past the last page: the count still tells how many pages there are.
            let rows = try await database.query("""
                SELECT count(*) FROM movie WHERE search @@ to_tsquery('marquee_search', \(tsQuery)) AND popularity_rank IS NOT NULL
                """)
            for try await count in rows.decode(Int.self) { counted = count }
        }
        let total = min(counted, countLimit)
        return MoviePage(
            page: page,
            totalPages: min((total + pageSize - 1) / pageSize, SearchMovies.lastPage),
            totalResults: total,
            totalIsCapped: counted > countLimit,
            movies: movies
        )
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

    private func movies(_ query: PostgresQuery) async throws -> [Movie] {
        var movies: [Movie] = []
        for try await row in try await database.query(query) {
            movies.append(try MovieRow.movie(from: row.makeRandomAccess()))
        }
        return movies
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
