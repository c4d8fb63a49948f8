/// The PostgreSQL schema's history, the counterpart of the SQLite migrations: append-only, a
/// shipped migration is never edited, and each holds the SQL it runs, with no call into code
/// that can change later (MigrationTests compare an old database migrated with a new one).
/// Each runs in its own transaction.
enum PostgresMigrations {
    struct Migration {
        let version: Int
        let name: String
        let statements: [String]
    }

    static let all: [Migration] = catalogAndAccounts + yourFilms + imports

    /// Migrations 1 to 11: the catalog and its search, accounts, sessions, histories and hearts.
    private static let catalogAndAccounts: [Migration] = [
        Migration(version: 1, name: "catalog, search, history, favorites, response cache", statements: [
            "CREATE EXTENSION IF NOT EXISTS unaccent",
            // Case and diacritics ignored, no stop words, no stemming: SQLite's unicode61
            // tokenizer with remove_diacritics, in PostgreSQL's words.
            "CREATE TEXT SEARCH CONFIGURATION marquee_search (COPY = simple)",
            """
            ALTER TEXT SEARCH CONFIGURATION marquee_search ALTER MAPPING FOR
              asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
            WITH unaccent, simple
            """,
            """
            CREATE TABLE movie (
              id bigint PRIMARY KEY,
              title text NOT NULL,
              original_title text NOT NULL,
              overview text NOT NULL,
              release_date text,
              poster_path text,
              backdrop_path text,
              popularity double precision NOT NULL,
              vote_average double precision NOT NULL,
              vote_count bigint NOT NULL,
              genre_ids bigint[] NOT NULL,
              is_adult boolean NOT NULL,
              original_language text NOT NULL,
              critic_score bigint,
              -- The title folded for case and diacritics (by Swift, as SQLite's), for exact-match ranking.
              search_title text NOT NULL,
              -- 1 for the most popular film that is not adult; checked at commit, so a re-ranking
              -- can move numbers between films in any order.
              popularity_rank bigint UNIQUE DEFERRABLE INITIALLY DEFERRED,
              -- ASCII punctuation becomes a space first, as SQLite's tokenizer reads it: PostgreSQL's
              -- parser would otherwise keep "Superman/Batman" whole, as a file path.
              search tsvector GENERATED ALWAYS AS (to_tsvector('marquee_search'::regconfig, translate(
                title || ' ' || original_title, '!"#$%&''()*+,-./:;<=>?@[\\]^_`{|}~', '                                '))) STORED
            )
            """,
            "CREATE INDEX movie_search ON movie USING gin (search)",
            "CREATE INDEX movie_search_title ON movie (search_title)",
            "CREATE INDEX movie_poster_path ON movie (poster_path)",
            "CREATE INDEX movie_backdrop_path ON movie (backdrop_path)",
            "CREATE TABLE metadata (key text PRIMARY KEY, value text NOT NULL)",
            """
            CREATE TABLE search_history (
              id bigserial PRIMARY KEY,
              owner_id text NOT NULL,
              query text NOT NULL,
              normalized_query text NOT NULL,
              sequence bigint NOT NULL,
              searched_at timestamptz NOT NULL,
              UNIQUE (owner_id, normalized_query)
            )
            """,
            "CREATE INDEX search_history_owner_sequence ON search_history (owner_id, sequence)",
            // An owner keeps the 10 newest searches: remembering one is a single upsert.
            """
            CREATE FUNCTION search_history_keep_newest() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              DELETE FROM search_history WHERE owner_id = NEW.owner_id AND id NOT IN
                (SELECT id FROM search_history WHERE owner_id = NEW.owner_id ORDER BY sequence DESC LIMIT 10);
              RETURN NULL;
            END $$
            """,
            """
            CREATE TRIGGER search_history_keep_newest AFTER INSERT ON search_history
            FOR EACH ROW EXECUTE FUNCTION search_history_keep_newest()
            """,
            """
            CREATE TABLE favorite (
              owner_id text NOT NULL,
              movie_id bigint NOT NULL,
              title text NOT NULL,
              original_title text NOT NULL,
              overview text NOT NULL,
              release_date text,
              poster_path text,
              backdrop_path text,
              favorited_at timestamptz NOT NULL,
              PRIMARY KEY (owner_id, movie_id)
            )
            """,
            "CREATE TABLE response_cache (key text PRIMARY KEY, body bytea NOT NULL, saved_at timestamptz NOT NULL)",
            "CREATE INDEX response_cache_saved_at ON response_cache (saved_at)",
        ]),
        Migration(version: 2, name: "accounts, sessions, throttling, gallery searches", statements: [
            """
            CREATE TABLE account (
              id bigserial PRIMARY KEY,
              -- Trimmed and lower-cased before it is stored, so equality is the comparison.
              email text NOT NULL UNIQUE,
              password_hash text NOT NULL,
              first_name text NOT NULL,
              last_name text NOT NULL,
              mobile text NOT NULL,
              gender text NOT NULL,
              created_at timestamptz NOT NULL
            )
            """,
            """
            CREATE TABLE session (
              digest text PRIMARY KEY,
              account_id bigint NOT NULL REFERENCES account (id) ON DELETE CASCADE,
              created_at timestamptz NOT NULL,
              last_seen_at timestamptz NOT NULL
            )
            """,
            "CREATE INDEX session_account ON session (account_id)",
            """
            CREATE TABLE throttle (
              key text PRIMARY KEY,
              attempts bigint NOT NULL,
              last_attempt timestamptz NOT NULL,
              locked_until timestamptz
            )
            """,
            """
            CREATE TABLE gallery_search (
              id bigserial PRIMARY KEY,
              owner_id text NOT NULL,
              text text NOT NULL,
              searched_at timestamptz NOT NULL
            )
            """,
            "CREATE INDEX gallery_search_owner_date ON gallery_search (owner_id, searched_at DESC, id DESC)",
            // An owner keeps the 30 newest searches, duplicates included.
            """
            CREATE FUNCTION gallery_search_keep_newest() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              DELETE FROM gallery_search WHERE owner_id = NEW.owner_id AND id NOT IN
                (SELECT id FROM gallery_search WHERE owner_id = NEW.owner_id ORDER BY searched_at DESC, id DESC LIMIT 30);
              RETURN NULL;
            END $$
            """,
            """
            CREATE TRIGGER gallery_search_keep_newest AFTER INSERT ON gallery_search
            FOR EACH ROW EXECUTE FUNCTION gallery_search_keep_newest()
            """,
        ]),
        Migration(version: 3, name: "visitors' last visits, for forgetting browsers gone for good", statements: [
            "CREATE TABLE visitor (owner_id text PRIMARY KEY, last_seen_at timestamptz NOT NULL)",
            "CREATE INDEX visitor_last_seen ON visitor (last_seen_at)",
            // One row, written by the health check to learn whether the database takes writes.
            "CREATE TABLE health_check (id integer PRIMARY KEY CHECK (id = 1), checked_at timestamptz NOT NULL)",
            // The browsers that already have something saved count as seen now.
            """
            INSERT INTO visitor (owner_id, last_seen_at)
              SELECT owner_id, now() FROM favorite WHERE owner_id LIKE 'visitor:%'
              UNION SELECT owner_id, now() FROM search_history WHERE owner_id LIKE 'visitor:%'
              UNION SELECT owner_id, now() FROM gallery_search WHERE owner_id LIKE 'visitor:%'
            ON CONFLICT DO NOTHING
            """,
        ]),
        Migration(version: 4, name: "runtimes, people, credits and genres of films", statements: [
            "ALTER TABLE movie ADD COLUMN runtime bigint",
            "CREATE TABLE person (id bigint PRIMARY KEY, name text NOT NULL, profile_path text)",
            // A film's directors and top-billed cast, each in billing order.
            """
            CREATE TABLE movie_credit (
              movie_id bigint NOT NULL REFERENCES movie (id) ON DELETE CASCADE,
              role text NOT NULL CHECK (role IN ('cast', 'director')),
              billing bigint NOT NULL,
              person_id bigint NOT NULL REFERENCES person (id),
              character text NOT NULL DEFAULT '',
              PRIMARY KEY (movie_id, role, billing)
            )
            """,
            "CREATE INDEX movie_credit_person ON movie_credit (person_id)",
            // The genres of every film, for a genre's list and for films like one another, with what
            // "More like this" ranks by (as SQLite's `movieGenre`).
            """
            CREATE TABLE movie_genre (
              genre_id bigint NOT NULL,
              movie_id bigint NOT NULL REFERENCES movie (id) ON DELETE CASCADE,
              day bigint,
              popularity double precision NOT NULL,
              is_adult boolean NOT NULL,
              PRIMARY KEY (genre_id, movie_id)
            )
            """,
            "CREATE INDEX movie_genre_movie ON movie_genre (movie_id)",
            """
            INSERT INTO movie_genre (genre_id, movie_id, day, popularity, is_adult)
            SELECT DISTINCT unnest(genre_ids), id,
              CASE WHEN release_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN
                substr(release_date, 1, 4)::bigint * 372 + substr(release_date, 6, 2)::bigint * 31 + substr(release_date, 9, 2)::bigint
              END,
              popularity, is_adult
            FROM movie
            ON CONFLICT DO NOTHING
            """,
        ]),
        Migration(version: 5, name: "films known only from TMDB's daily export", statements: [
            // False for a film whose line came from TMDB's export of every film: a title and a
            // popularity, its details not loaded yet.
            "ALTER TABLE movie ADD COLUMN has_details boolean NOT NULL DEFAULT true",
        ]),
        Migration(version: 6, name: "search by word prefix, in popularity order", statements: [
            // Sorted integer arrays, their intersection (`&`), union (`|`) and difference (`-`)
            // in C; a trusted extension of PostgreSQL's contrib, as unaccent is.
            "CREATE EXTENSION IF NOT EXISTS intarray",
            "CREATE AGGREGATE marquee_rank_intersection (integer[]) (SFUNC = _int_inter, STYPE = integer[])",
            // A film's title words as search reads them (the `search` column's expression, as a
            // function): ASCII punctuation becomes a space first, as SQLite's tokenizer reads it.
            """
            CREATE FUNCTION marquee_title_words(title text, original_title text) RETURNS tsvector
            LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN to_tsvector('marquee_search'::regconfig, translate(
              title || ' ' || original_title, '!"#$%&''()*+,-./:;<=>?@[\\]^_`{|}~', '                                '))
            """,
            // For every prefix of every title word, the ranks of the films with a word that
            // begins so (SearchPrefixes).
            "CREATE TABLE search_prefix (prefix text COLLATE \"C\" PRIMARY KEY, ranks integer[] NOT NULL)",
            // The films' ranks as they were kept then (migration 8 moved them to `movie_rank`),
            // gathered as `SearchPrefixes` gathers them, written out: a migration never calls
            // code that can change after it shipped.
            """
            INSERT INTO search_prefix (prefix, ranks)
            SELECT prefix, uniq(sort(array_agg(rank))) FROM (
              SELECT left(lexeme, n) AS prefix, films.rank::integer AS rank
              FROM (
                SELECT rank, tsvector_to_array(marquee_title_words(title, original_title)) AS words
                FROM (SELECT title, original_title, popularity_rank AS rank FROM movie WHERE popularity_rank IS NOT NULL) AS ranked
              ) AS films, unnest(films.words) AS lexeme, generate_series(1, length(lexeme)) AS n
            ) AS postings
            GROUP BY prefix
            """,
            // Search no longer reads the stored vector or its GIN index: keeping them made every
            // write of a film, the renumbering after an import among them, compute its vector
            // again (28 s of a million-film import's 110).
            "ALTER TABLE movie DROP COLUMN search",
        ]),
        Migration(version: 7, name: "image paths indexed only where a film has one", statements: [
            // A film of TMDB's export has no poster or backdrop yet: indexing its nulls made
            // every write of it, the renumbering after an import among them, two index entries
            // longer (19.6 s instead of 17.5 s to renumber 960,000 films). Looking an image up
            // by its path (`poster_path = $1`) still uses them.
            "DROP INDEX movie_poster_path",
            "CREATE INDEX movie_poster_path ON movie (poster_path) WHERE poster_path IS NOT NULL",
            "DROP INDEX movie_backdrop_path",
            "CREATE INDEX movie_backdrop_path ON movie (backdrop_path) WHERE backdrop_path IS NOT NULL",
        ]),
        Migration(version: 8, name: "popularity ranks in a table of their own", statements: [
            // Renumbering the films after an import wrote every `movie` row again, with its
            // indexes, and checked the ranks' uniqueness at commit: 21 s of a 1,000,000-film
            // import. In a narrow table of its own the numbering is written whole in 3 to 5 s.
            // An adult film has no rank, so no row. `search_prefix` holds the same ranks, and
            // stays.
            "CREATE TABLE movie_rank (rank integer PRIMARY KEY, movie_id bigint NOT NULL UNIQUE)",
            "INSERT INTO movie_rank (rank, movie_id) SELECT popularity_rank, id FROM movie WHERE popularity_rank IS NOT NULL",
            "ALTER TABLE movie DROP COLUMN popularity_rank",
        ]),
        Migration(version: 9, name: "the time of each owner's last change of each thing", statements: [
            // PostgresChangeClock: a change made before the last one applied (an un-heart
            // arriving after its Undo) is ignored. Kept after the thing itself is gone; deleted
            // with its owner.
            """
            CREATE TABLE change_clock (
              owner_id text NOT NULL,
              subject text NOT NULL,
              changed_at bigint NOT NULL,
              PRIMARY KEY (owner_id, subject)
            )
            """,
        ]),
        Migration(version: 10, name: "a genre's films found by index", statements: [
            // A genre's page counts and walks its rows here alone, in the order of the ranks, and
            // reads only its 20 films from `movie`.
            "CREATE INDEX movie_genre_list ON movie_genre (genre_id, popularity DESC, movie_id) WHERE NOT is_adult",
        ]),
        Migration(version: 11, name: "the response cache's size kept as it changes", statements: [
            // PostgresResponseCache keeps the answers under their size limit on every write: the
            // total is kept here by a trigger (keys counted too), and the oldest are found by index.
            "CREATE TABLE response_cache_size (id integer PRIMARY KEY CHECK (id = 1), bytes bigint NOT NULL)",
            "INSERT INTO response_cache_size (id, bytes) SELECT 1, coalesce(sum(octet_length(key) + octet_length(body)), 0) FROM response_cache",
            """
            CREATE FUNCTION marquee_response_cache_size() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              UPDATE response_cache_size SET bytes = bytes
                + CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN octet_length(NEW.key) + octet_length(NEW.body) ELSE 0 END
                - CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN octet_length(OLD.key) + octet_length(OLD.body) ELSE 0 END;
              RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER response_cache_size AFTER INSERT OR UPDATE OR DELETE ON response_cache
            FOR EACH ROW EXECUTE FUNCTION marquee_response_cache_size()
            """,
            "DROP INDEX response_cache_saved_at",
            "CREATE INDEX response_cache_oldest ON response_cache (saved_at, key)",
        ]),
    ]
}
