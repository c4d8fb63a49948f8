extension PostgresMigrations {
    /// Migrations 12 and on: a person's watchlist, diary and year (issue 27). Append-only, as
    /// the others: a shipped migration is never edited.
    static let yourFilms: [Migration] = [
        Migration(version: 12, name: "a person's watchlist and diary of viewings", statements: [
            // What the diary and the watchlist show of a film and what a year counts of it,
            // copied from its page when it is logged or listed (public facts, one row a film).
            """
            CREATE TABLE tracked_film (
              movie_id integer PRIMARY KEY,
              title text NOT NULL,
              original_title text NOT NULL,
              overview text NOT NULL,
              release_date text,
              poster_path text,
              backdrop_path text,
              popularity double precision NOT NULL,
              genre_ids integer[] NOT NULL,
              runtime integer
            )
            """,
            """
            CREATE TABLE tracked_film_person (
              movie_id integer NOT NULL REFERENCES tracked_film (movie_id) ON DELETE CASCADE,
              role text NOT NULL CHECK (role IN ('director', 'cast')),
              billing integer NOT NULL,
              person_id integer NOT NULL,
              name text NOT NULL,
              PRIMARY KEY (movie_id, role, billing)
            )
            """,
            // Names and days compare byte by byte ("C"), as SQLite's do, so the diary's order
            // and its pages' keyset are the same on both databases whatever the database's
            // collation, and the diary's index serves them.
            """
            CREATE TABLE viewing (
              id text COLLATE "C" PRIMARY KEY,
              owner_id text NOT NULL,
              movie_id integer NOT NULL REFERENCES tracked_film (movie_id),
              -- The day watched, YYYY-MM-DD, by the person's own calendar.
              watched_on text COLLATE "C" NOT NULL,
              -- In half stars: 1 is half a star, 10 five stars.
              rating smallint CHECK (rating BETWEEN 1 AND 10),
              review text,
              -- When it was first logged, in milliseconds since 1970.
              logged_at bigint NOT NULL,
              -- Set while deleted, so that "Undo" restores it whole; housekeeping deletes it a day on.
              deleted_at timestamptz
            )
            """,
            "CREATE INDEX viewing_diary ON viewing (owner_id, watched_on DESC, logged_at DESC, id DESC) WHERE deleted_at IS NULL",
            "CREATE INDEX viewing_film ON viewing (owner_id, movie_id, watched_on, logged_at, id)",
            """
            CREATE TABLE watchlist (
              owner_id text NOT NULL,
              movie_id integer NOT NULL REFERENCES tracked_film (movie_id),
              added_at timestamptz NOT NULL,
              PRIMARY KEY (owner_id, movie_id)
            )
            """,
        ]),
        // What a year shows, counted as it changes instead of summed over its viewings on each
        // visit (85 ms at 5,000 viewings): for each owner and year, how many visible viewings fell
        // in each month, gave each rating, were of each film, and had each genre, director and
        // actor (each counted once a viewing), as SQLite's `yearTally` counts them. Triggers keep
        // it: on the viewing written, and on every owner's counts of a film when its genres or
        // people change. Each statement takes its rows' locks in the order of the key, so that two
        // writers of one owner wait for each other instead of deadlocking.
        Migration(version: 13, name: "each year's counts kept as viewings are written", statements: [
            """
            CREATE TABLE year_tally (
              owner_id text NOT NULL,
              year integer NOT NULL,
              kind text NOT NULL CHECK (kind IN ('month', 'rating', 'film', 'genre', 'director', 'cast')),
              key integer NOT NULL,
              viewings integer NOT NULL,
              PRIMARY KEY (owner_id, year, kind, key)
            )
            """,
            "CREATE INDEX year_tally_film ON year_tally (key, owner_id, year) WHERE kind = 'film'",
            "CREATE INDEX tracked_film_person_person ON tracked_film_person (person_id, role)",
            """
            CREATE FUNCTION marquee_count_viewing(counted viewing, step integer) RETURNS void LANGUAGE sql AS $$
              INSERT INTO year_tally AS tally (owner_id, year, kind, key, viewings)
              SELECT counted.owner_id, substr(counted.watched_on, 1, 4)::integer, kinds.kind, kinds.key, step FROM (
                SELECT 'month' AS kind, substr(counted.watched_on, 6, 2)::integer AS key
                UNION SELECT 'rating', counted.rating WHERE counted.rating IS NOT NULL
                UNION SELECT 'film', counted.movie_id
                UNION SELECT 'genre', unnest(genre_ids) FROM tracked_film WHERE movie_id = counted.movie_id
                UNION SELECT role, person_id FROM tracked_film_person WHERE movie_id = counted.movie_id
              ) AS kinds
              WHERE counted.deleted_at IS NULL
              ORDER BY kinds.kind, kinds.key
              ON CONFLICT (owner_id, year, kind, key) DO UPDATE SET viewings = tally.viewings + excluded.viewings
            $$
            """,
            """
            CREATE FUNCTION marquee_viewing_counted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP <> 'INSERT' THEN PERFORM marquee_count_viewing(OLD, -1); END IF;
              IF TG_OP <> 'DELETE' THEN PERFORM marquee_count_viewing(NEW, 1); END IF;
              RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER viewing_counted AFTER INSERT OR DELETE OR UPDATE OF owner_id, movie_id, watched_on, rating, deleted_at ON viewing
            FOR EACH ROW EXECUTE FUNCTION marquee_viewing_counted()
            """,
            // A person counts in a film's viewings once, however often credited: one credited
            // again is counted only when it is their first row, and one removed only when it
            // was their last.
            """
            CREATE FUNCTION marquee_people_counted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO year_tally AS tally (owner_id, year, kind, key, viewings)
              SELECT film.owner_id, film.year, person.role, person.person_id,
                     sum(CASE WHEN TG_OP = 'INSERT' THEN film.viewings ELSE -film.viewings END)
              FROM (SELECT movie_id, role, person_id, count(*) AS rows FROM changed GROUP BY movie_id, role, person_id) AS person
              JOIN year_tally AS film ON film.kind = 'film' AND film.key = person.movie_id AND film.viewings <> 0
              WHERE (SELECT count(*) FROM tracked_film_person AS credited
                     WHERE credited.movie_id = person.movie_id AND credited.role = person.role AND credited.person_id = person.person_id)
                    = CASE WHEN TG_OP = 'INSERT' THEN person.rows ELSE 0 END
              GROUP BY film.owner_id, film.year, person.role, person.person_id
              ORDER BY film.owner_id, film.year, person.role, person.person_id
              ON CONFLICT (owner_id, year, kind, key) DO UPDATE SET viewings = tally.viewings + excluded.viewings;
              RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER tracked_film_person_counted AFTER INSERT ON tracked_film_person
            REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION marquee_people_counted()
            """,
            """
            CREATE TRIGGER tracked_film_person_uncounted AFTER DELETE ON tracked_film_person
            REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION marquee_people_counted()
            """,
            """
            CREATE FUNCTION marquee_genres_counted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO year_tally AS tally (owner_id, year, kind, key, viewings)
              SELECT film.owner_id, film.year, 'genre', genre.key, sum(genre.step * film.viewings)
              FROM year_tally AS film,
                   (SELECT DISTINCT unnest(OLD.genre_ids) AS key, -1 AS step UNION ALL SELECT DISTINCT unnest(NEW.genre_ids), 1) AS genre
              WHERE film.kind = 'film' AND film.key = NEW.movie_id AND film.viewings <> 0
              GROUP BY film.owner_id, film.year, genre.key
              ORDER BY film.owner_id, film.year, genre.key
              ON CONFLICT (owner_id, year, kind, key) DO UPDATE SET viewings = tally.viewings + excluded.viewings;
              RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER tracked_film_genres_counted AFTER UPDATE OF genre_ids ON tracked_film
            FOR EACH ROW WHEN (OLD.genre_ids IS DISTINCT FROM NEW.genre_ids) EXECUTE FUNCTION marquee_genres_counted()
            """,
            // The viewings already written, each counted once in each of its year's counts.
            """
            INSERT INTO year_tally (owner_id, year, kind, key, viewings)
            SELECT owner_id, year, kind, key, count(DISTINCT id) FROM (
              SELECT id, owner_id, substr(watched_on, 1, 4)::integer AS year, 'month' AS kind, substr(watched_on, 6, 2)::integer AS key
              FROM viewing WHERE deleted_at IS NULL
              UNION ALL SELECT id, owner_id, substr(watched_on, 1, 4)::integer, 'rating', rating FROM viewing
              WHERE deleted_at IS NULL AND rating IS NOT NULL
              UNION ALL SELECT id, owner_id, substr(watched_on, 1, 4)::integer, 'film', movie_id FROM viewing WHERE deleted_at IS NULL
              UNION ALL SELECT viewing.id, viewing.owner_id, substr(viewing.watched_on, 1, 4)::integer, 'genre', genre
              FROM viewing JOIN tracked_film ON tracked_film.movie_id = viewing.movie_id, unnest(tracked_film.genre_ids) AS genre
              WHERE viewing.deleted_at IS NULL
              UNION ALL SELECT viewing.id, viewing.owner_id, substr(viewing.watched_on, 1, 4)::integer, person.role, person.person_id
              FROM viewing JOIN tracked_film_person AS person ON person.movie_id = viewing.movie_id WHERE viewing.deleted_at IS NULL
            ) AS counted GROUP BY owner_id, year, kind, key
            """,
        ]),
    ]
}
