extension PostgresMigrations {
    /// Migrations 14 and on: imports and lists (issue 28). Append-only, as the others.
    static let imports: [Migration] = [
        Migration(version: 14, name: "films known by name and year until matched, and imports waiting for a say", statements: [
            // A film an import named that matched none of the catalog's is a `tracked_film` under
            // an id below zero, from a sequence counting down, kept once by its folded title and
            // year here; the partial indexes find who still keeps one when it is matched.
            "CREATE SEQUENCE unmatched_film_id AS integer INCREMENT BY -1 START WITH -1 MAXVALUE -1",
            """
            CREATE TABLE unmatched_film (
              movie_id integer PRIMARY KEY REFERENCES tracked_film (movie_id) ON DELETE CASCADE CHECK (movie_id < 0),
              title_key text NOT NULL,
              year integer,
              tried_at bigint NOT NULL DEFAULT 0
            )
            """,
            "CREATE UNIQUE INDEX unmatched_film_name ON unmatched_film (title_key, coalesce(year, 0))",
            "CREATE INDEX unmatched_film_tried ON unmatched_film (tried_at, movie_id)",
            "CREATE INDEX viewing_unmatched ON viewing (movie_id) WHERE movie_id < 0",
            "CREATE INDEX watchlist_unmatched ON watchlist (movie_id) WHERE movie_id < 0",
            "CREATE INDEX favorite_unmatched ON favorite (movie_id) WHERE movie_id < 0",
            """
            CREATE TABLE import_job (
              id text PRIMARY KEY,
              owner_id text NOT NULL,
              updated_at timestamptz NOT NULL,
              body bytea NOT NULL
            )
            """,
            "CREATE INDEX import_job_updated_at ON import_job (updated_at)",
            "CREATE INDEX import_job_owner ON import_job (owner_id)",
        ]),
        Migration(version: 15, name: "a person's lists of films, and the links that share them", statements: [
            // A list's films in the person's order (0 the first), each with a note; a deleted
            // list stays until the next sweep a day on, for "Undo". A share's token stays when it
            // is turned off, so its old link says so; one active token a list.
            """
            CREATE TABLE film_list (
              id text PRIMARY KEY,
              owner_id text NOT NULL,
              name text NOT NULL,
              description text NOT NULL,
              updated_at timestamptz NOT NULL,
              deleted_at timestamptz
            )
            """,
            "CREATE INDEX film_list_owner ON film_list (owner_id, updated_at)",
            """
            CREATE TABLE film_list_entry (
              list_id text NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
              movie_id integer NOT NULL REFERENCES tracked_film (movie_id),
              position integer NOT NULL,
              note text NOT NULL,
              PRIMARY KEY (list_id, movie_id)
            )
            """,
            "CREATE INDEX film_list_entry_order ON film_list_entry (list_id, position)",
            "CREATE INDEX film_list_entry_unmatched ON film_list_entry (movie_id) WHERE movie_id < 0",
            """
            CREATE TABLE list_share (
              token text PRIMARY KEY,
              list_id text NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
              is_active boolean NOT NULL,
              is_indexable boolean NOT NULL
            )
            """,
            "CREATE UNIQUE INDEX list_share_active ON list_share (list_id) WHERE is_active",
        ]),
        Migration(version: 16, name: "an import's viewings counted in their years at once", statements: [
            // A row trigger counting each of 100,000 imported viewings took 153 s (its tally rows
            // updated again and again in one transaction); an import sets `marquee.counting` to
            // `later` for its insert and counts what it wrote in one statement after.
            """
            CREATE OR REPLACE FUNCTION marquee_viewing_counted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF current_setting('marquee.counting', true) = 'later' THEN RETURN NULL; END IF;
              IF TG_OP <> 'INSERT' THEN PERFORM marquee_count_viewing(OLD, -1); END IF;
              IF TG_OP <> 'DELETE' THEN PERFORM marquee_count_viewing(NEW, 1); END IF;
              RETURN NULL;
            END
            $$
            """,
        ]),
    ]
}
