import GRDB

extension AppDatabase {
    /// The schema's history. Migrations are append-only and never use app types: a shipped
    /// migration is never edited.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        #if DEBUG
        migrator.eraseDatabaseOnSchemaChange = false
        #endif

        migrator.registerMigration("v1: movies and search history") { db in
            try db.create(table: "movie") { t in
                t.primaryKey("id", .integer)
                t.column("title", .text).notNull()
                t.column("originalTitle", .text).notNull()
                t.column("overview", .text).notNull()
                t.column("releaseDate", .text)
                t.column("posterPath", .text).indexed()
                t.column("backdropPath", .text)
                t.column("popularity", .double).notNull()
                t.column("voteAverage", .double).notNull()
                t.column("voteCount", .integer).notNull()
                t.column("genreIDs", .jsonText).notNull()
                t.column("isAdult", .boolean).notNull()
                t.column("originalLanguage", .text).notNull()
                t.column("criticScore", .integer)
                // The title folded for case and diacritics, for exact-match ranking.
                t.column("searchTitle", .text).notNull().indexed()
            }
            try db.create(virtualTable: "movieFTS", using: FTS5()) { t in
                t.synchronize(withTable: "movie")
                t.tokenizer = .unicode61(diacritics: .remove)
                t.prefixes = [2, 3]
                t.column("title")
                t.column("originalTitle")
            }
            try db.create(table: "searchHistory") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("query", .text).notNull()
                // The query folded for case: one entry per query, however it was typed.
                t.column("normalizedQuery", .text).notNull().unique()
                // A counter, not a clock: two searches in one millisecond still keep their order.
                t.column("sequence", .integer).notNull().indexed()
                t.column("searchedAt", .datetime).notNull()
            }
            try db.create(table: "metadata") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2: owners, favorites, response cache") { db in
            // Search history becomes per owner: the rows of v1 belong to the command line's owner.
            try db.create(table: "searchHistoryByOwner") { t in
                t.autoIncrementedPrimaryKey("id")
                // Whose search: an anonymous browser, or "local" for the command line.
                t.column("ownerID", .text).notNull()
                t.column("query", .text).notNull()
                // The query folded for case: one entry per query, however it was typed.
                t.column("normalizedQuery", .text).notNull()
                // A counter, not a clock: two searches in one millisecond still keep their order.
                t.column("sequence", .integer).notNull()
                t.column("searchedAt", .datetime).notNull()
                t.uniqueKey(["ownerID", "normalizedQuery"])
            }
            try db.execute(sql: """
                INSERT INTO searchHistoryByOwner (ownerID, query, normalizedQuery, sequence, searchedAt)
                SELECT 'local', query, normalizedQuery, sequence, searchedAt FROM searchHistory
                """)
            try db.drop(table: "searchHistory")
            try db.rename(table: "searchHistoryByOwner", to: "searchHistory")
            try db.create(index: "searchHistory_ownerSequence", on: "searchHistory", columns: ["ownerID", "sequence"])

            try db.create(table: "favorite") { t in
                t.column("ownerID", .text).notNull()
                t.column("movieID", .integer).notNull()
                // What is needed to show the film offline, copied when it was favorited.
                t.column("title", .text).notNull()
                t.column("originalTitle", .text).notNull()
                t.column("overview", .text).notNull()
                t.column("releaseDate", .text)
                t.column("posterPath", .text)
                t.column("backdropPath", .text)
                t.column("favoritedAt", .datetime).notNull()
                t.primaryKey(["ownerID", "movieID"])
            }
            try db.create(table: "responseCache") { t in
                t.primaryKey("key", .text)
                t.column("body", .blob).notNull()
                t.column("savedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v3: search ranked by popularity, history trimmed by a trigger") { db in
            // Search no longer reads movieFTS: its index and triggers would only slow imports.
            try db.dropFTS5SynchronizationTriggers(forTable: "movieFTS")
            try db.drop(table: "movieFTS")
            // 1 for the most popular film; adult films, never searched, have none.
            try db.alter(table: "movie") { t in t.add(column: "popularityRank", .integer) }
            try db.create(index: "movie_popularityRank", on: "movie", columns: ["popularityRank"], options: .unique)
            // The titles keyed by popularity rank. FTS5 walks matches in rowid order, so
            // `MATCH ? LIMIT n` finds the n most popular without scoring the rest. Contentless:
            // search reads only rowids. Prefix indexes up to 8 characters let each typed word
            // stream its matches; a longer prefix makes FTS5 merge every matching term's whole
            // list first.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE movieSearch USING fts5(
                  title, originalTitle, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4 5 6 7 8');
                UPDATE movie SET popularityRank = ranked.rank
                  FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY popularity DESC, id) AS rank FROM movie WHERE NOT isAdult) AS ranked
                  WHERE movie.id = ranked.id;
                INSERT INTO movieSearch (rowid, title, originalTitle)
                  SELECT popularityRank, title, originalTitle FROM movie WHERE popularityRank IS NOT NULL;
                """)
            // An owner keeps the 10 newest searches: remembering one is a single upsert.
            try db.execute(sql: """
                CREATE TRIGGER searchHistory_keepNewest AFTER INSERT ON searchHistory BEGIN
                  DELETE FROM searchHistory WHERE ownerID = NEW.ownerID AND id NOT IN
                    (SELECT id FROM searchHistory WHERE ownerID = NEW.ownerID ORDER BY sequence DESC LIMIT 10);
                END
                """)
        }
        migrator.registerMigration("v4: accounts, sessions, throttling") { db in
            try db.create(table: "account") { t in
                t.autoIncrementedPrimaryKey("id")
                // Trimmed and lower-cased before it is stored, so equality is the comparison.
                t.column("email", .text).notNull().unique()
                t.column("passwordHash", .text).notNull()
                t.column("firstName", .text).notNull()
                t.column("lastName", .text).notNull()
                // E.164: +60123456789.
                t.column("mobile", .text).notNull()
                t.column("gender", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "session") { t in
                // SHA-256 of the browser's token: the token itself is never stored.
                t.primaryKey("digest", .text)
                t.column("accountID", .integer).notNull().indexed().references("account", onDelete: .cascade)
                t.column("createdAt", .datetime).notNull()
                t.column("lastSeenAt", .datetime).notNull()
            }
            try db.create(table: "throttle") { t in
                // "login-account:<email>", "login-address:<ip>", "signup-address:<ip>".
                t.primaryKey("key", .text)
                t.column("attempts", .integer).notNull()
                t.column("lastAttempt", .datetime).notNull()
                t.column("lockedUntil", .datetime)
            }
        }
        migrator.registerMigration("v5: gallery searches") { db in
            try db.create(table: "gallerySearch") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("ownerID", .text).notNull()
                t.column("text", .text).notNull()
                t.column("searchedAt", .datetime).notNull()
            }
            try db.create(index: "gallerySearch_ownerDate", on: "gallerySearch", columns: ["ownerID", "searchedAt"])
            // An owner keeps the 30 newest searches, duplicates included.
            try db.execute(sql: """
                CREATE TRIGGER gallerySearch_keepNewest AFTER INSERT ON gallerySearch BEGIN
                  DELETE FROM gallerySearch WHERE ownerID = NEW.ownerID AND id NOT IN
                    (SELECT id FROM gallerySearch WHERE ownerID = NEW.ownerID ORDER BY searchedAt DESC, id DESC LIMIT 30);
                END
                """)
        }
        migrator.registerMigration("v6: visitors' last visits, for forgetting browsers gone for good") { db in
            try db.create(table: "visitor") { t in
                t.primaryKey("ownerID", .text)
                t.column("lastSeenAt", .datetime).notNull().indexed()
            }
            // One row, written by the health check to learn whether the database takes writes.
            try db.execute(sql: "CREATE TABLE healthCheck (id INTEGER PRIMARY KEY CHECK (id = 1), checkedAt DATETIME NOT NULL)")
            // The browsers that already have something saved count as seen now: nobody's
            // favorites are deleted for having been kept before visits were written down.
            try db.execute(sql: """
                INSERT OR IGNORE INTO visitor (ownerID, lastSeenAt)
                  SELECT ownerID, CURRENT_TIMESTAMP FROM favorite WHERE ownerID LIKE 'visitor:%'
                  UNION SELECT ownerID, CURRENT_TIMESTAMP FROM searchHistory WHERE ownerID LIKE 'visitor:%'
                  UNION SELECT ownerID, CURRENT_TIMESTAMP FROM gallerySearch WHERE ownerID LIKE 'visitor:%'
                """)
        }
        migrator.registerMigration("v7: runtimes, people, credits and genres of films") { db in
            try db.alter(table: "movie") { t in t.add(column: "runtime", .integer) }
            try db.create(table: "person") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("profilePath", .text)
            }
            // A film's directors and top-billed cast, each in billing order.
            try db.create(table: "movieCredit") { t in
                t.column("movieID", .integer).notNull().references("movie", onDelete: .cascade)
                t.column("role", .text).notNull().check { ["cast", "director"].contains($0) }
                t.column("billing", .integer).notNull()
                t.column("personID", .integer).notNull().indexed().references("person")
                t.column("character", .text).notNull().defaults(to: "")
                t.primaryKey(["movieID", "role", "billing"])
            }
            // The genres of every film, for a genre's list and for films like one another. Each row
            // keeps what "More like this" ranks by (the film's day number, `ReleaseDate.dayNumber`:
            // 372 days a year and 31 a month; its popularity; whether it is adult), so the ranking reads this narrow table and only the films shown from `movie`.
            try db.create(table: "movieGenre", options: .withoutRowID) { t in
                t.column("genreID", .integer).notNull()
                t.column("movieID", .integer).notNull().indexed().references("movie", onDelete: .cascade)
                t.column("day", .integer)
                t.column("popularity", .double).notNull()
                t.column("isAdult", .boolean).notNull()
                t.primaryKey(["genreID", "movieID"])
            }
            try db.execute(sql: """
                INSERT OR IGNORE INTO movieGenre (genreID, movieID, day, popularity, isAdult)
                SELECT value, movie.id,
                  CASE WHEN movie.releaseDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' THEN
                    CAST(substr(movie.releaseDate, 1, 4) AS INTEGER) * 372 + CAST(substr(movie.releaseDate, 6, 2) AS INTEGER) * 31
                      + CAST(substr(movie.releaseDate, 9, 2) AS INTEGER)
                  END,
                  movie.popularity, movie.isAdult
                FROM movie, json_each(movie.genreIDs)
                """)
        }
        migrator.registerMigration("v8: films known only from TMDB's daily export") { db in
            // False for a film whose line came from TMDB's export of every film: a title and a
            // popularity, its details not loaded yet.
            try db.alter(table: "movie") { t in t.add(column: "hasDetails", .boolean).notNull().defaults(to: true) }
        }
        migrator.registerMigration("v9: each title indexed once, on larger pages") { db in
            // A search walks its words' lists page by page: 32,000-byte pages instead of 4,050
            // make that walk 7% shorter for three common words at 1,000,000 films, and cost a
            // rare word a few microseconds. FTS5 keeps the setting in the table.
            try db.execute(sql: "INSERT INTO movieSearch (movieSearch, rank) VALUES ('pgsz', 32000)")
            // The index made again as `AppDatabase.reindexTitles` made it when this landed,
            // written out: a migration never calls code that can change after it shipped.
            try db.execute(sql: """
                INSERT INTO movieSearch (movieSearch) VALUES ('delete-all');
                INSERT INTO movieSearch (movieSearch, rank) VALUES ('hashsize', 8388608);
                INSERT INTO movieSearch (rowid, title, originalTitle)
                  SELECT popularityRank, title, NULLIF(originalTitle, title) FROM movie WHERE popularityRank IS NOT NULL ORDER BY popularityRank;
                INSERT INTO movieSearch (movieSearch) VALUES ('optimize');
                """)
        }
        migrator.registerMigration("v10: the time of each owner's last change of each thing") { db in
            // ChangeClock: a change made before the last one applied (an un-heart arriving after
            // its Undo) is ignored. Kept after the thing itself is gone; deleted with its owner.
            try db.execute(sql: """
                CREATE TABLE changeClock (
                  ownerID TEXT NOT NULL,
                  subject TEXT NOT NULL,
                  changedAt INTEGER NOT NULL,
                  PRIMARY KEY (ownerID, subject)
                ) WITHOUT ROWID
                """)
        }
        migrator.registerMigration("v11: a genre's films and a backdrop's film found by index") { db in
            // A genre's page counts and walks its rows here alone, in the order of the ranks,
            // and reads only its 20 films from `movie`.
            try db.execute(sql: "CREATE INDEX movieGenre_list ON movieGenre (genreID, popularity DESC, movieID) WHERE NOT isAdult")
            // An image's film is looked up by poster or backdrop path; only posters were indexed,
            // so every backdrop (or unknown path) read the whole table.
            try db.execute(sql: "CREATE INDEX movie_backdropPath ON movie (backdropPath) WHERE backdropPath IS NOT NULL")
        }
        migrator.registerMigration("v12: the response cache's size kept as it changes") { db in
            // SQLiteResponseCache keeps the answers under their size limit on every write: the
            // total is kept here by triggers (keys counted too), and the oldest are found by index.
            try db.execute(sql: """
                CREATE TABLE responseCacheSize (id INTEGER PRIMARY KEY CHECK (id = 1), bytes INTEGER NOT NULL);
                INSERT INTO responseCacheSize (id, bytes) SELECT 1, IFNULL(SUM(length(key) + length(body)), 0) FROM responseCache;
                CREATE TRIGGER responseCache_added AFTER INSERT ON responseCache BEGIN
                  UPDATE responseCacheSize SET bytes = bytes + length(NEW.key) + length(NEW.body);
                END;
                CREATE TRIGGER responseCache_removed AFTER DELETE ON responseCache BEGIN
                  UPDATE responseCacheSize SET bytes = bytes - length(OLD.key) - length(OLD.body);
                END;
                CREATE TRIGGER responseCache_changed AFTER UPDATE ON responseCache BEGIN
                  UPDATE responseCacheSize SET bytes = bytes - length(OLD.key) - length(OLD.body) + length(NEW.key) + length(NEW.body);
                END;
                CREATE INDEX responseCache_oldest ON responseCache (savedAt, key);
                """)
        }
        registerYourFilmsMigrations(in: &migrator)
        registerImportMigrations(in: &migrator)
        registerLanguageMigrations(in: &migrator)
        return migrator
    }
}
