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

    /// `page` orders the tiers' ranks alone; only the page's films are read whole, after it
    /// (sorting whole rows of the tiers was 0.1 ms of a search).
    ///
    /// `bounds` holds the first position, among the films that are not exact titles, of the
    /// tiers the page overlaps, and how many of them to read.
    ///
    /// The matches are walked once, not once for the page and again for the count: words that
    /// rarely meet in one title make FTS5 walk their whole prefix lists, and the second walk was
    /// half the time of such a search. `walked` says how far the page's reading went: `found`
    /// films after the `first` skipped, up to rank `last`. The count goes on from there (FTS5
    /// seeks past `last`), or is known when that reading ran out of matches. Only a page that
    /// reads nothing (past the last page, or among more exact titles than a tier) counts from
    /// the start.
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
          others(rank, tier) AS MATERIALIZED (
            SELECT rowid, ((SELECT first FROM bounds) + ROW_NUMBER() OVER (ORDER BY rowid) - 1) / :tier
            FROM (SELECT rowid FROM movieSearch WHERE movieSearch MATCH :pattern AND rowid NOT IN exact
                  ORDER BY rowid LIMIT (SELECT size FROM bounds) OFFSET (SELECT first FROM bounds))
          ),
          ranked(rank, tier) AS (SELECT rank, -1 FROM exact UNION ALL SELECT rank, tier FROM others),
          page(rank, position) AS (
            SELECT ranked.rank, (SELECT first FROM bounds) - 1 + ROW_NUMBER() OVER (
                ORDER BY ranked.tier, substr(movie.searchTitle, 1, length(:exact)) = :exact DESC,
                         length(movie.searchTitle), ranked.rank) AS position
            FROM ranked JOIN movie ON movie.popularityRank = ranked.rank
          ),
          walked(first, size, found, last) AS (
            SELECT first, size, found, last FROM bounds, (SELECT count(*) AS found, max(rank) AS last FROM others)
          ),
          counted(matchCount) AS (
            SELECT min(CASE
                     -- Nothing read: every match is an exact title, or the page is past the end.
                     WHEN found = 0 AND first = 0 AND size > 0 THEN (SELECT count(*) FROM exact)
                     WHEN found = 0 THEN (SELECT count(*) FROM (SELECT 1 FROM movieSearch WHERE movieSearch MATCH :pattern LIMIT :countLimit + 1))
                     -- The reading ran out of matches: it saw every one that is not an exact title.
                     WHEN found < size THEN first + found + (SELECT count(*) FROM exact)
                     -- Every match up to `last`, then the rest, counted from there.
                     ELSE first + found + (SELECT count(*) FROM exact WHERE rank <= last) + (
                       SELECT count(*) FROM (SELECT 1 FROM movieSearch WHERE movieSearch MATCH :pattern AND rowid > (SELECT last FROM walked)
                                             LIMIT :countLimit + 1))
                   END, :countLimit + 1)
            FROM walked
          )
        SELECT movie.*, counted.matchCount FROM counted
        LEFT JOIN page ON page.position >= :skip AND page.position < min(:skip + :pageSize, :countLimit)
        LEFT JOIN movie ON movie.popularityRank = page.rank
        ORDER BY page.position
        """
}
