import Foundation
import GRDB
@testable import MarqueeStore
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct MigrationTests {
    @Test func aDatabaseOfTheFirstVersionUpgradesAndKeepsItsHistory() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v1: movies and search history")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO searchHistory (query, normalizedQuery, sequence, searchedAt)
                VALUES ('Rocky', 'rocky', 1, '2026-01-01 00:00:00')
                """)
        }
        let database = try AppDatabase(queue)
        #expect(try await SQLiteSearchHistory(database: database).recentQueries(of: .localUser) == ["Rocky"])
        #expect(try await SQLiteFavoritesStore(database: database).favorites(of: .localUser).isEmpty)
    }

    @Test func aDatabaseOfTheSecondVersionUpgradesWithSearchableFilmsAndTrimmedHistory() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v2: owners, favorites, response cache")
        try await queue.write { db in
            for (id, title, popularity) in [(1, "Batman", 5.0), (2, "Batman Begins", 9.0), (3, "Rocky", 1.0)] {
                try db.execute(sql: """
                    INSERT INTO movie (id, title, originalTitle, overview, popularity, voteAverage, voteCount, genreIDs,
                                       isAdult, originalLanguage, searchTitle)
                    VALUES (?, ?, ?, '', ?, 0, 0, '[]', 0, 'en', lower(?))
                    """, arguments: [id, title, title, popularity, title])
            }
            for index in 1...10 {
                try db.execute(sql: """
                    INSERT INTO searchHistory (ownerID, query, normalizedQuery, sequence, searchedAt)
                    VALUES ('ana', ?, ?, ?, '2026-01-01 00:00:00')
                    """, arguments: ["q\(index)", "q\(index)", index])
            }
        }
        let database = try AppDatabase(queue)
        let page = try await SQLiteMovieCatalog(database: database).search(SearchQuery("bat"), page: 1)
        #expect(page.movies.map(\.id) == [1, 2], "exact title 'bat' is none: shorter title first")
        let history = SQLiteSearchHistory(database: database)
        try await history.remember(SearchQuery("q11"), for: OwnerID("ana"))
        #expect(try await history.recentQueries(of: OwnerID("ana")) == (2...11).reversed().map { "q\($0)" })
    }

    @Test func aDatabaseOfTheThirdVersionGainsAccountsAndKeepsFavoritesAndHistory() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v3: search ranked by popularity, history trimmed by a trigger")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO favorite (ownerID, movieID, title, originalTitle, overview, favoritedAt)
                VALUES ('visitor:abc', 155, 'The Dark Knight', 'The Dark Knight', '', '2026-01-01 00:00:00');
                INSERT INTO searchHistory (ownerID, query, normalizedQuery, sequence, searchedAt)
                VALUES ('visitor:abc', 'Batman', 'batman', 1, '2026-01-01 00:00:00');
                """)
        }
        let database = try AppDatabase(queue)
        let visitor = OwnerID("visitor:abc")
        #expect(try await SQLiteFavoritesStore(database: database).favorites(of: visitor).map(\.movie.id) == [155])
        #expect(try await SQLiteSearchHistory(database: database).recentQueries(of: visitor) == ["Batman"])
        #expect(try await SQLiteAccountStore(database: database).allAccounts().isEmpty)
    }

    @Test func anAccountMadeBeforeTheSeventeenthVersionHasNoLanguageUntilItChoosesOne() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v16: a person's lists of films, and the links that share them")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO account (email, passwordHash, firstName, lastName, mobile, gender, createdAt)
                VALUES ('ana@example.com', '$2b$10$hash', 'Ana', 'Lee', '+60123456789', 'female', '2026-01-01 00:00:00')
                """)
        }
        let store = SQLiteAccountStore(database: try AppDatabase(queue))
        let account = try #require(try await store.allAccounts().first)
        #expect(account.language == nil)
        try await store.updateLanguage(.malay, of: account.id)
        #expect(try await store.allAccounts().first?.language == .malay)
    }

    @Test func filmsImportedBeforeTheSeventhVersionGetTheirGenreListsAndNearestFilms() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v6: visitors' last visits, for forgetting browsers gone for good")
        try await queue.write { db in
            for (id, title, date, genres, popularity, rank) in [
                (1, "Heat", "1995-12-15", "[28,80,18]", 5.0, 3), (2, "Collateral", "2004-08-04", "[80,53]", 9.0, 1),
                (3, "Ronin", "1998-09-25", "[28,80]", 1.0, 4), (4, "Annie Hall", "1977-04-19", "[35]", 7.0, 2),
            ] {
                try db.execute(sql: """
                    INSERT INTO movie (id, title, originalTitle, overview, releaseDate, popularity, voteAverage, voteCount, genreIDs,
                                       isAdult, originalLanguage, searchTitle, popularityRank)
                    VALUES (?, ?, ?, '', ?, ?, 0, 0, ?, 0, 'en', lower(?), ?)
                    """, arguments: [id, title, title, date, popularity, genres, title, rank])
            }
        }
        let catalog = SQLiteMovieCatalog(database: try AppDatabase(queue))
        let heat = try #require(try await catalog.profile(ofMovie: 1))
        #expect(heat.recommendations.map(\.id) == [3, 2], "Ronin shares two genres, Collateral one")
        #expect(heat.runtime == nil && heat.cast.isEmpty)
        #expect(try await catalog.movies(in: Genre(id: 80)!, page: 1).movies.map(\.id) == [2, 1, 3])
    }

    @Test func titlesIndexedTwiceBeforeTheNinthVersionAreIndexedOnceAndStillFound() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v8: films known only from TMDB's daily export")
        try await queue.write { db in
            for (id, title, originalTitle, rank) in [(1, "Heat", "Heat", 1), (3, "Shadows in Paradise", "Varjoja paratiisissa", 2)] {
                try db.execute(sql: """
                    INSERT INTO movie (id, title, originalTitle, overview, popularity, voteAverage, voteCount, genreIDs,
                                       isAdult, originalLanguage, searchTitle, popularityRank)
                    VALUES (?, ?, ?, '', 1, 0, 0, '[]', 0, 'en', lower(?), ?)
                    """, arguments: [id, title, originalTitle, title, rank])
            }
            // As every version before the ninth indexed them: both titles, even when they are one.
            try db.execute(sql: "INSERT INTO movieSearch (rowid, title, originalTitle) SELECT popularityRank, title, originalTitle FROM movie")
        }
        let database = try AppDatabase(queue)
        // Every word the index holds, by film (its rank) and column.
        let words = try await queue.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, movieSearch, instance)")
            return try Row.fetchAll(db, sql: "SELECT doc, col, term FROM temp.words ORDER BY doc, col, offset")
                .map { "\($0["doc"] as Int) \($0["col"] as String) \($0["term"] as String)" }
        }
        #expect(words == ["1 title heat", "2 originalTitle varjoja", "2 originalTitle paratiisissa",
                          "2 title shadows", "2 title in", "2 title paradise"])

        let catalog = SQLiteMovieCatalog(database: database)
        func found(_ text: String) async throws -> [Int] { try await catalog.search(SearchQuery(text), page: 1).movies.map(\.id) }
        #expect(try await found("heat") == [1])
        #expect(try await found("shadows") == [3])
        #expect(try await found("varjoja") == [3], "a film is found by either of its two titles")
    }

    /// Issue 27: a diary written before the years' counts existed is counted by the migration
    /// that adds them, as the year of its viewings sums it.
    @Test func viewingsLoggedBeforeTheFourteenthVersionAreCountedInTheirYears() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v13: a person's watchlist and diary of viewings")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO trackedFilm (movieID, title, originalTitle, overview, popularity, genreIDs, runtime)
                VALUES (949, 'Heat', 'Heat', '', 40, '[28,80,28]', 170), (348, 'Alien', 'Alien', '', 60, '[27]', NULL);
                INSERT INTO trackedFilmPerson (movieID, role, billing, personID, name)
                VALUES (949, 'director', 0, 638, 'Michael Mann'), (949, 'cast', 0, 1158, 'Al Pacino'), (949, 'cast', 1, 1158, 'Al Pacino');
                INSERT INTO viewing (id, ownerID, movieID, watchedOn, rating, loggedAt, deletedAt) VALUES
                  ('viewing-1', 'visitor:ana', 949, '2025-01-05', 8, 1, NULL), ('viewing-2', 'visitor:ana', 949, '2025-03-01', 10, 2, NULL),
                  ('viewing-3', 'visitor:ana', 348, '2025-03-02', NULL, 3, NULL), ('viewing-4', 'visitor:ana', 348, '2025-04-02', 4, 4, '2025-04-03'),
                  ('viewing-5', 'visitor:ana', 348, '2024-04-02', 4, 5, NULL);
                """)
        }
        let store = SQLiteYourFilmsStore(database: try AppDatabase(queue))
        let ana = OwnerID("visitor:ana")
        for year in [2024, 2025] {
            let summed = YearInReview(year: year, viewings: try await store.viewings(inYear: year, of: ana))
            let stored = try await store.yearInReview(year, of: ana)
            #expect(stored == summed, "\(stored)\n\(summed)")
        }
        let year = try await store.yearInReview(2025, of: ana)
        #expect(year.viewingCount == 3 && year.filmCount == 2 && year.minutes == 340 && year.viewingsWithoutRuntime == 1)
        #expect(year.topActors.map(\.viewings) == [2] && year.topGenres.first?.viewings == 2)
    }

    /// Issue 26, migrations are frozen: a database made by the first migration, with films and
    /// a search in it, migrated to today, has the schema of a new database and the same search
    /// index, word for word, as the same films imported into a new one.
    @Test func aDatabaseOfTheFirstVersionWithFilmsMigratesToWhatANewDatabaseHolds() async throws {
        let films = MigrationSampleFilms.all
        let old = try DatabaseQueue()
        try AppDatabase.migrator.migrate(old, upTo: "v1: movies and search history")
        try await old.write { db in
            for film in films {
                try db.execute(sql: """
                    INSERT INTO movie (id, title, originalTitle, overview, popularity, voteAverage, voteCount, genreIDs,
                                       isAdult, originalLanguage, searchTitle)
                    VALUES (?, ?, ?, '', ?, ?, ?, ?, 0, ?, lower(?))
                    """, arguments: [film.id, film.title, film.originalTitle, film.popularity, film.voteAverage, film.voteCount,
                                     "[" + film.genreIDs.map(String.init).joined(separator: ",") + "]", film.originalLanguage, film.title])
            }
        }
        let migrated = try AppDatabase(old)
        let fresh = try AppDatabase.inMemory()
        _ = try CatalogImporter(database: fresh).importMovies(films)

        let (before, after) = (try schema(of: migrated), try schema(of: fresh))
        #expect(before == after, "differs: \(Set(before).symmetricDifference(after).sorted())")
        #expect(try indexedWords(in: migrated) == indexedWords(in: fresh))
        for database in [migrated, fresh] {
            let catalog = SQLiteMovieCatalog(database: database)
            #expect(try await catalog.search(SearchQuery("paradise"), page: 1).movies.map(\.id) == [7, 3])
            #expect(try await catalog.popular(page: 1).movies.map(\.id) == [1, 7, 3])
            #expect(try await catalog.movies(in: try #require(Genre(id: 18)), page: 1).movies.map(\.id) == [1, 7, 3])
        }
    }

    /// Every table, index, trigger and view, as SQLite keeps their definitions, without quotes
    /// and spaces (an import builds the ranks' index again, unquoted, as the migration made it).
    private func schema(of database: AppDatabase) throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ': ' || IFNULL(sql, '') FROM sqlite_master ORDER BY type, name")
                .map { $0.filter { $0 != "\"" && !$0.isWhitespace } }
        }
    }

    /// Every word of the search index, by film (its rank) and column.
    private func indexedWords(in database: AppDatabase) throws -> [String] {
        try database.writer.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, movieSearch, instance)")
            return try Row.fetchAll(db, sql: "SELECT doc, col, term FROM temp.words ORDER BY doc, col, offset")
                .map { "\($0["doc"] as Int) \($0["col"] as String) \($0["term"] as String)" }
        }
    }
}
