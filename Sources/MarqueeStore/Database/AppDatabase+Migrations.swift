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
        return migrator
    }
}
