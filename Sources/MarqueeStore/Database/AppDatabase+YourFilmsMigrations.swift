import GRDB

extension AppDatabase {
    /// A person's watchlist, diary and year (issue 27), in ``migrator``'s order after v12. As the
    /// others, append-only: a shipped migration is never edited.
    static func registerYourFilmsMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v13: a person's watchlist and diary of viewings") { db in
            // What the diary and the watchlist show of a film and what a year counts of it,
            // copied from its page when it is logged or listed (public facts, one row a film).
            try db.execute(sql: """
                CREATE TABLE trackedFilm (
                  movieID INTEGER PRIMARY KEY,
                  title TEXT NOT NULL,
                  originalTitle TEXT NOT NULL,
                  overview TEXT NOT NULL,
                  releaseDate TEXT,
                  posterPath TEXT,
                  backdropPath TEXT,
                  popularity DOUBLE NOT NULL,
                  genreIDs TEXT NOT NULL,
                  runtime INTEGER
                );
                CREATE TABLE trackedFilmPerson (
                  movieID INTEGER NOT NULL REFERENCES trackedFilm (movieID) ON DELETE CASCADE,
                  role TEXT NOT NULL CHECK (role IN ('director', 'cast')),
                  billing INTEGER NOT NULL,
                  personID INTEGER NOT NULL,
                  name TEXT NOT NULL,
                  PRIMARY KEY (movieID, role, billing)
                ) WITHOUT ROWID;
                CREATE TABLE viewing (
                  id TEXT PRIMARY KEY,
                  ownerID TEXT NOT NULL,
                  movieID INTEGER NOT NULL REFERENCES trackedFilm (movieID),
                  watchedOn TEXT NOT NULL,
                  rating INTEGER CHECK (rating BETWEEN 1 AND 10),
                  review TEXT,
                  loggedAt INTEGER NOT NULL,
                  deletedAt DATETIME
                );
                CREATE INDEX viewing_diary ON viewing (ownerID, watchedOn DESC, loggedAt DESC, id DESC) WHERE deletedAt IS NULL;
                CREATE INDEX viewing_film ON viewing (ownerID, movieID, watchedOn, loggedAt, id);
                CREATE TABLE watchlist (
                  ownerID TEXT NOT NULL,
                  movieID INTEGER NOT NULL REFERENCES trackedFilm (movieID),
                  addedAt DATETIME NOT NULL,
                  PRIMARY KEY (ownerID, movieID)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v14: each year's counts kept as viewings are written") { db in
            // What a year shows, counted as it changes instead of summed over its viewings on each
            // visit (106 ms at 5,000 viewings): for each owner and year, how many visible viewings
            // fell in each month, gave each rating, were of each film, and had each genre,
            // director and actor (each counted once a viewing). Triggers keep it: on the viewing
            // written, and on every owner's counts of a film when its genres or people change.
            // Rows counted down to 0 stay until their owner goes.
            try db.execute(sql: """
                CREATE TABLE yearTally (
                  ownerID TEXT NOT NULL,
                  year INTEGER NOT NULL,
                  kind TEXT NOT NULL CHECK (kind IN ('month', 'rating', 'film', 'genre', 'director', 'cast')),
                  key INTEGER NOT NULL,
                  viewings INTEGER NOT NULL,
                  PRIMARY KEY (ownerID, year, kind, key)
                ) WITHOUT ROWID;
                CREATE INDEX yearTally_film ON yearTally (key, ownerID, year) WHERE kind = 'film';
                CREATE INDEX trackedFilmPerson_person ON trackedFilmPerson (personID, role);
                """)
            /// Counts the viewing `row` (NEW or OLD) in its year once more (`sign` 1) or once less (-1).
            func tally(_ row: String, _ sign: Int) -> String {
                """
                INSERT INTO yearTally (ownerID, year, kind, key, viewings)
                SELECT \(row).ownerID, CAST(substr(\(row).watchedOn, 1, 4) AS INTEGER), kind, key, \(sign) FROM (
                  SELECT 'month' AS kind, CAST(substr(\(row).watchedOn, 6, 2) AS INTEGER) AS key
                  UNION SELECT 'rating', \(row).rating WHERE \(row).rating IS NOT NULL
                  UNION SELECT 'film', \(row).movieID
                  UNION SELECT 'genre', genre.value FROM trackedFilm, json_each(trackedFilm.genreIDs) AS genre
                    WHERE trackedFilm.movieID = \(row).movieID
                  UNION SELECT role, personID FROM trackedFilmPerson WHERE movieID = \(row).movieID
                ) WHERE \(row).deletedAt IS NULL
                ORDER BY kind, key
                ON CONFLICT (ownerID, year, kind, key) DO UPDATE SET viewings = viewings + excluded.viewings;
                """
            }
            /// Gives every owner's year with viewings of `film` `count` more (or less) of `kind`'s `keys`.
            func spread(kind: String, keys: String, film: String, sign: String) -> String {
                """
                INSERT INTO yearTally (ownerID, year, kind, key, viewings)
                SELECT film.ownerID, film.year, \(kind), counted.key, \(sign) film.viewings FROM yearTally AS film, (\(keys)) AS counted
                WHERE film.kind = 'film' AND film.key = \(film) AND film.viewings <> 0
                ORDER BY film.ownerID, film.year, counted.key
                ON CONFLICT (ownerID, year, kind, key) DO UPDATE SET viewings = viewings + excluded.viewings;
                """
            }
            try db.execute(sql: """
                CREATE TRIGGER viewing_counted AFTER INSERT ON viewing BEGIN \(tally("NEW", 1)) END;
                CREATE TRIGGER viewing_uncounted AFTER DELETE ON viewing BEGIN \(tally("OLD", -1)) END;
                CREATE TRIGGER viewing_recounted AFTER UPDATE OF ownerID, movieID, watchedOn, rating, deletedAt ON viewing
                BEGIN \(tally("OLD", -1)) \(tally("NEW", 1)) END;
                CREATE TRIGGER trackedFilmPerson_counted AFTER INSERT ON trackedFilmPerson
                WHEN NOT EXISTS (SELECT 1 FROM trackedFilmPerson WHERE movieID = NEW.movieID AND role = NEW.role AND personID = NEW.personID AND billing <> NEW.billing)
                BEGIN \(spread(kind: "NEW.role", keys: "SELECT NEW.personID AS key", film: "NEW.movieID", sign: "")) END;
                CREATE TRIGGER trackedFilmPerson_uncounted AFTER DELETE ON trackedFilmPerson
                WHEN NOT EXISTS (SELECT 1 FROM trackedFilmPerson WHERE movieID = OLD.movieID AND role = OLD.role AND personID = OLD.personID)
                BEGIN \(spread(kind: "OLD.role", keys: "SELECT OLD.personID AS key", film: "OLD.movieID", sign: "-")) END;
                CREATE TRIGGER trackedFilm_genres_recounted AFTER UPDATE OF genreIDs ON trackedFilm WHEN OLD.genreIDs IS NOT NEW.genreIDs
                BEGIN
                  \(spread(kind: "'genre'", keys: "SELECT DISTINCT value AS key FROM json_each(OLD.genreIDs)", film: "NEW.movieID", sign: "-"))
                  \(spread(kind: "'genre'", keys: "SELECT DISTINCT value AS key FROM json_each(NEW.genreIDs)", film: "NEW.movieID", sign: ""))
                END;
                """)
            // The viewings already written, each counted once in each of its year's counts.
            let year = "CAST(substr(viewing.watchedOn, 1, 4) AS INTEGER)"
            try db.execute(sql: """
                INSERT INTO yearTally (ownerID, year, kind, key, viewings)
                SELECT ownerID, year, kind, key, count(DISTINCT id) FROM (
                  SELECT id, ownerID, \(year) AS year, 'month' AS kind, CAST(substr(watchedOn, 6, 2) AS INTEGER) AS key
                  FROM viewing WHERE deletedAt IS NULL
                  UNION ALL SELECT id, ownerID, \(year), 'rating', rating FROM viewing WHERE deletedAt IS NULL AND rating IS NOT NULL
                  UNION ALL SELECT id, ownerID, \(year), 'film', movieID FROM viewing WHERE deletedAt IS NULL
                  UNION ALL SELECT viewing.id, viewing.ownerID, \(year), 'genre', genre.value
                  FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID, json_each(trackedFilm.genreIDs) AS genre
                  WHERE viewing.deletedAt IS NULL
                  UNION ALL SELECT viewing.id, viewing.ownerID, \(year), person.role, person.personID
                  FROM viewing JOIN trackedFilmPerson AS person ON person.movieID = viewing.movieID WHERE viewing.deletedAt IS NULL
                ) GROUP BY ownerID, year, kind, key
                """)
        }
    }
}
