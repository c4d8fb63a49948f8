import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// What only SQLite promises: data kept in a file across openings, and the hot paths costing
/// one statement. The behaviour every store shares is in MarqueeStoreContractTests.
@Suite struct SQLiteSpecificsTests {
    let ana = OwnerID("ana")

    @Test func favoritesAndHistorySurviveReopeningTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("m.sqlite").path
        let first = try AppDatabase.openFile(at: path)
        try await SQLiteFavoritesStore(database: first).add(Movie(id: 1366, title: "Rocky"), at: Date(), for: .localUser)
        try await SQLiteSearchHistory(database: first).remember(SearchQuery("alien"), for: .localUser)
        let reopened = try AppDatabase.openFile(at: path)
        #expect(try await SQLiteFavoritesStore(database: reopened).favorites(of: .localUser).map(\.movie.id) == [1366])
        #expect(try await SQLiteSearchHistory(database: reopened).recentQueries(of: .localUser) == ["alien"])
    }

    @Test func rememberingASearchIsOneStatement() async throws {
        let log = try StatementLog()
        let history = SQLiteSearchHistory(database: log.database)
        for index in 1...10 { try await history.remember(SearchQuery("query \(index)"), for: ana) }
        let statements = try await log.statements { try await history.remember(SearchQuery("one more"), for: ana) }
        #expect(statements.count == 1)
        #expect(try await history.recentQueries(of: ana).count == 10)
    }

    @Test func aSearchPageIsOneStatementAndAPageSeenBeforeOnlyReadsTheGeneration() async throws {
        let log = try StatementLog()
        try EmbeddedCatalog(database: log.database).loadIfNeeded()
        let catalog = SQLiteMovieCatalog(database: log.database)
        let first = try await log.statements { _ = try await catalog.search(SearchQuery("the"), page: 2) }
        #expect(first.count == 2, "the catalog's generation, then the page: \(first)")
        #expect(first.last?.contains("movieSearch") == true)
        let again = try await log.statements { _ = try await catalog.search(SearchQuery("the"), page: 2) }
        #expect(again.count == 1 && again.first?.contains("catalogGeneration") == true, "\(again)")
        let uncached = SQLiteMovieCatalog(database: log.database, searchPagesKept: 0)
        #expect(try await log.statements { _ = try await uncached.search(SearchQuery("the"), page: 2) }.count == 2)
    }

    @Test func embeddedCatalogIsLoadedOnceAndImportedFilmsSurvive() async throws {
        let database = try AppDatabase.inMemory()
        let embedded = EmbeddedCatalog(database: database)
        #expect(try embedded.loadIfNeeded() != nil)
        _ = try CatalogImporter(database: database).importMovies([Movie(id: 99_999_999, title: "My own film")])
        #expect(try embedded.loadIfNeeded() == nil)
        #expect(try await SQLiteMovieCatalog(database: database).movie(id: 99_999_999) != nil)
    }
}
