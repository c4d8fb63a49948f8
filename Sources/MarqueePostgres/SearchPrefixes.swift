import Foundation
import Logging
import PostgresNIO

/// The search index of PostgreSQL's catalog: for every prefix of every word of every title, the
/// popularity ranks of the films it begins a word of, in one sorted array (`search_prefix`).
///
/// It is SQLite's FTS5 table keyed by rank, in PostgreSQL's words. A GIN index over the
/// titles returns its matches unordered, and counting them reads every matching row: 350 to
/// 400 ms for "a" or "the" at 1,000,000 films. Here a word's matches are one row, already in
/// popularity order; several words' are intersected by `intarray`'s `&` in C; the count and a
/// page are read off the array. The words are the lexemes `marquee_title_words` (the
/// `marquee_search` configuration) makes of the titles, so a film matches exactly as
/// `marquee_title_words(title, original_title) @@ to_tsquery('w':*)` would.
enum SearchPrefixes {
    /// The prefixes of one film's words: a `SELECT` over the tsvector expression `tsvector`.
    static func prefixes(of tsvector: String) -> String {
        """
        SELECT DISTINCT left(lexeme, n) AS prefix FROM unnest(tsvector_to_array(\(tsvector))) AS lexeme, generate_series(1, length(lexeme)) AS n
        """
    }

    /// Builds the whole table from `filmWords`, a `SELECT` of each ranked film's `rank` and
    /// `words` (its title words as a `text[]`): every prefix of every word with the film's rank,
    /// gathered by prefix, then sorted and made distinct in each prefix's array by `intarray` (a
    /// film whose two words share a prefix is listed once). Gathering without an order lets
    /// PostgreSQL hash the 16 million postings of 1,000,000 films instead of sorting them on
    /// disk, and leaves out a distinct step for every film (docs/PERFORMANCE.md).
    static func rebuild(from filmWords: String) -> String {
        """
        INSERT INTO search_prefix (prefix, ranks)
        SELECT prefix, uniq(sort(array_agg(rank))) FROM (
          SELECT left(lexeme, n) AS prefix, films.rank::integer AS rank
          FROM (\(filmWords)) AS films, unnest(films.words) AS lexeme, generate_series(1, length(lexeme)) AS n
        ) AS postings
        GROUP BY prefix
        """
    }

    /// The words of the titles of the films `rankedFilms` selects (`title`, `original_title`,
    /// `rank`), for ``rebuild(from:)``.
    static func words(of rankedFilms: String) -> String {
        "SELECT rank, tsvector_to_array(marquee_title_words(title, original_title)) AS words FROM (\(rankedFilms)) AS ranked"
    }

    /// Rebuilds the table inside the caller's transaction: searches go on reading the old rows
    /// until it commits. The films' words are worked out first into a scratch table, because
    /// `CREATE TABLE AS` runs in PostgreSQL's parallel workers where `INSERT … SELECT` does not:
    /// 6 s instead of 12 of the 20 s this took for 1,000,000 films on two cores. Imports take
    /// turns under an advisory lock, so the scratch table's name is never in use twice.
    static func rebuild(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.execute("DELETE FROM search_prefix", logger: logger)
        let ranked = "SELECT movie.title, movie.original_title, movie_rank.rank FROM movie JOIN movie_rank ON movie_rank.movie_id = movie.id"
        try await connection.execute(PostgresQuery(unsafeSQL: "CREATE UNLOGGED TABLE search_prefix_words AS \(words(of: ranked))"), logger: logger)
        try await connection.execute(PostgresQuery(unsafeSQL: rebuild(from: "SELECT rank, words FROM search_prefix_words")), logger: logger)
        try await connection.execute("DROP TABLE search_prefix_words", logger: logger)
    }

    /// Moves film `id` (rank `rank`, titled `before` and originally `beforeOriginal`) from the
    /// prefixes of its old titles to those of its titles now, after its row changed.
    static func reindex(
        film id: Int, rank: Int, before: String, beforeOriginal: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.execute("""
            WITH before AS (SELECT \(before)::text AS title, \(beforeOriginal)::text AS original_title),
              old AS (
                SELECT words.prefix FROM before
                CROSS JOIN LATERAL (\(unescaped: prefixes(of: "marquee_title_words(before.title, before.original_title)"))) AS words),
              new AS (
                SELECT words.prefix FROM movie
                CROSS JOIN LATERAL (\(unescaped: prefixes(of: "marquee_title_words(movie.title, movie.original_title)"))) AS words
                WHERE movie.id = \(id)),
              removed AS (
                UPDATE search_prefix SET ranks = ranks - ARRAY[\(rank)::integer]
                WHERE prefix IN (SELECT prefix FROM old EXCEPT SELECT prefix FROM new))
            INSERT INTO search_prefix (prefix, ranks)
            SELECT prefix, ARRAY[\(rank)::integer] FROM (SELECT prefix FROM new EXCEPT SELECT prefix FROM old) AS added
            ON CONFLICT (prefix) DO UPDATE SET ranks = search_prefix.ranks | excluded.ranks
            """, logger: logger)
    }
}
