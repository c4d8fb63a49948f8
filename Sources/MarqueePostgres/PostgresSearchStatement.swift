import MarqueeCore
import MarqueeStore
import PostgresNIO

/// A page of the catalog's search, as a statement prepared once on each pooled connection:
/// a distinct search is otherwise parsed and planned afresh every time, 2 to 2.5 ms of its
/// 5 ms of CPU at 1,000,000 films (the tail of distinct searches, issue 26). SQLite's statement
/// (`CatalogSearchRequest`) in PostgreSQL's words; the query reaches it only as parameters.
///
/// Every word's matches are one row of `search_prefix`, in rank order (SearchPrefixes); the
/// words are made lexemes as the titles were, and their rows intersected. A word no title has a
/// prefix of leaves fewer rows than words, and nothing matches. Only the tiers of 100 the page
/// overlaps are ranked; the count stops past the cap.
struct PostgresSearchStatement: PostgresPreparedStatement {
    /// One row of the page (no film on the counting row past the last page) with the count.
    struct Row: Sendable {
        let movie: Movie?
        let counted: Int
    }

    /// The title words, as the person typed them.
    let words: [String]
    /// The words as a `to_tsquery` of prefixes (``SearchPattern/prefixQuery``).
    let prefixQuery: String
    /// The query folded as titles are (`search_title`), for the exact titles first.
    let exactTitle: String
    /// How many matches come before the page.
    let skip: Int

    static let name = "marquee_catalog_search"

    // $1 words, $2 the folded exact title, $3 the prefix query, $4 skip, $5 skip + page size.
    static let sql = """
        WITH words AS (
          SELECT DISTINCT lexeme FROM unnest($1::text[]) AS word,
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
          SELECT least(cardinality(ranks), \(SQLiteMovieCatalog.countLimit + 1)) AS match_count FROM matched
        ), exact AS MATERIALIZED (
          SELECT movie_rank.rank AS popularity_rank FROM movie JOIN movie_rank ON movie_rank.movie_id = movie.id
          WHERE movie.search_title = $2::text
            AND marquee_title_words(movie.title, movie.original_title) @@ to_tsquery('marquee_search', $3::text)
        ), bounds AS (
          SELECT (greatest($4::bigint - count(*), 0) / \(tier)) * \(tier) AS first,
                 (($4::bigint + \(pageSize) - 1 - count(*)) / \(tier) + 1) * \(tier) AS last, count(*) AS exact_count
          FROM exact
        ), others AS (
          -- The matches but the exact titles, cut to the tiers the page overlaps. Cut first:
          -- intarray's `-` copies and sorts both arrays, and the matches of a short prefix
          -- are most of the catalog; the first `last` matches that are not exact are among the
          -- first `last` + (exact) ones.
          SELECT rank, ((SELECT first FROM bounds) + ordinality - 1) / \(tier) AS tier
          FROM matched, bounds,
            unnest((matched.ranks[1 : bounds.last + bounds.exact_count]
                    - ARRAY(SELECT popularity_rank::integer FROM exact))[bounds.first + 1 : bounds.last])
              WITH ORDINALITY AS others (rank, ordinality)
        ), ranked AS (
          SELECT popularity_rank, -1 AS tier FROM exact UNION ALL SELECT rank, tier FROM others
        ), page AS (
          SELECT \(MovieRow.columns), (SELECT first FROM bounds) - 1 + row_number() OVER (
              ORDER BY ranked.tier, left(movie.search_title, length($2::text)) = $2::text DESC,
                       length(movie.search_title), ranked.popularity_rank) AS position
          FROM ranked JOIN movie_rank ON movie_rank.rank = ranked.popularity_rank JOIN movie ON movie.id = movie_rank.movie_id
        )
        SELECT page.*, counted.match_count FROM counted
        LEFT JOIN page ON page.position >= $4::bigint AND page.position < least($5::bigint, \(SQLiteMovieCatalog.countLimit))
        ORDER BY page.position
        """

    private static let tier = 100
    private static let pageSize = SQLiteMovieCatalog.pageSize

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 5)
        bindings.append(words)
        bindings.append(exactTitle)
        bindings.append(prefixQuery)
        bindings.append(skip)
        bindings.append(skip + Self.pageSize)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let access = row.makeRandomAccess()
        let counted = try access["match_count"].decode(Int.self)
        guard try access["id"].decode(Int?.self) != nil else { return Row(movie: nil, counted: counted) }
        return Row(movie: try MovieRow.movie(from: access), counted: counted)
    }
}
