import Foundation
import GRDB
import MarqueeCore

/// One page of a catalog search, read with one SQL statement that never ranks more than two
/// tiers of films, however many match.
///
/// `movieSearch` indexes titles under each film's `popularityRank`, and FTS5 walks matches in
/// rowid order, so the matches come most popular first without being scored or sorted. The
/// order of the answer:
/// 1. films whose whole title is the query, found through the indexed `searchTitle`, so an
///    exact title is never missed however unpopular it is;
/// 2. then every other match in tiers of ``tierSize`` by popularity; inside a tier, titles that
///    begin with the query, then shorter titles (the query is more of them), then popularity
///    (the rank orders by popularity, then id).
///
/// A page reads only the tiers it overlaps. Counting stops past
/// `SQLiteMovieCatalog.countLimit` matches, and the total is then reported as capped. The
/// order is total and the same for every page, so pages never overlap.
struct CatalogSearchRequest {
    /// Films ranked together by relevance: five pages.
    static let tierSize = 100

    let pattern: SearchPattern
    /// The query folded like `movie.searchTitle`.
    let exactTitle: String
    /// The page wanted, from 1.
    let page: Int

    func fetch(_ db: Database) throws -> MoviePage {
        let pageSize = SQLiteMovieCatalog.pageSize, countLimit = SQLiteMovieCatalog.countLimit
        // Cached: compiling this statement costs more than running it on a rare word.
        let rows = try Row.fetchAll(db.cachedStatement(sql: Self.sql), arguments: [
            "pattern": pattern.matchExpression,
            "exact": exactTitle,
            // Nothing is shown past the counted matches; clamping keeps the reading bounded.
            "skip": min(page - 1, SearchMovies.lastPage) * pageSize,
            "pageSize": pageSize,
            "tier": Self.tierSize,
            "countLimit": countLimit,
        ])
        // The counting row comes back even when the page is past the end, with no film in it
        // (its first column, the film id, is then null).
        let counted: Int = rows.first?["matchCount"] ?? 0
        let movies = try rows.filter { $0[0] as Int? != nil }.map { try Movie(record: MovieRecord(row: $0)) }
        return .catalogSearch(page: page, counted: counted, movies: movies)
    }

    /// `bounds` holds the first position, among the films that are not exact titles, of the
    /// tiers the page overlaps, and how many of them to read.
    private static let sql = """
        WITH
          exact(rank) AS MATERIALIZED (
            SELECT movie.popularityRank FROM movie CROSS JOIN movieSearch ON movieSearch.rowid = movie.popularityRank
            WHERE movie.searchTitle = :exact AND movieSearch MATCH :pattern
          ),
          bounds(first, size) AS (
            SELECT first, max(last - first, 0) FROM (
              SELECT (max(:skip - count(*), 0) / :tier) * :tier AS first,
                     ((:skip + :pageSize - 1 - count(*)) / :tier + 1) * :tier AS last
              FROM exact)
          ),
          others(rank, tier) AS (
            SELECT rowid, ((SELECT first FROM bounds) + ROW_NUMBER() OVER (ORDER BY rowid) - 1) / :tier
            FROM (SELECT rowid FROM movieSearch WHERE movieSearch MATCH :pattern AND rowid NOT IN exact
                  ORDER BY rowid LIMIT (SELECT size FROM bounds) OFFSET (SELECT first FROM bounds))
          ),
          ranked(rank, tier) AS (SELECT rank, -1 FROM exact UNION ALL SELECT rank, tier FROM others),
          page AS (
            SELECT movie.*, (SELECT first FROM bounds) - 1 + ROW_NUMBER() OVER (
                ORDER BY ranked.tier, substr(movie.searchTitle, 1, length(:exact)) = :exact DESC,
                         length(movie.searchTitle), ranked.rank) AS position
            FROM ranked JOIN movie ON movie.popularityRank = ranked.rank
          ),
          counted(matchCount) AS (
            SELECT count(*) FROM (SELECT 1 FROM movieSearch WHERE movieSearch MATCH :pattern LIMIT :countLimit + 1)
          )
        SELECT page.*, counted.matchCount FROM counted
        LEFT JOIN page ON page.position >= :skip AND page.position < min(:skip + :pageSize, :countLimit)
        ORDER BY page.position
        """
}
