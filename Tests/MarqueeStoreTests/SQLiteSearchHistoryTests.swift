import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct SQLiteSearchHistoryTests {
    let database: AppDatabase
    let history: SQLiteSearchHistory

    init() throws {
        database = try AppDatabase.inMemory()
        history = SQLiteSearchHistory(database: database, owner: OwnerID("ana"))
    }

    func remember(_ texts: String...) async throws {
        for text in texts { try await history.remember(SearchQuery(text)) }
    }

    @Test func newestSearchComesFirst() async throws {
        try await remember("rocky", "batman")
        #expect(try await history.recentQueries() == ["batman", "rocky"])
    }

    @Test func searchingAgainMovesTheQueryUpAndKeepsOneEntryWhateverTheCase() async throws {
        try await remember("batman", "rocky", "  BATMAN ")
        #expect(try await history.recentQueries() == ["BATMAN", "rocky"])
    }

    @Test func onlyTheLastTenAreKept() async throws {
        for index in 1...12 { try await remember("query \(index)") }
        let recent = try await history.recentQueries()
        #expect(recent.count == 10)
        #expect(recent.first == "query 12")
        #expect(recent.last == "query 3")
    }

    @Test func anOwnerKeepsExactlyTheTenNewestAndOtherOwnersKeepTheirs() async throws {
        let other = SQLiteSearchHistory(database: database, owner: OwnerID("ben"))
        try await other.remember(SearchQuery("alien"))
        try await other.remember(SearchQuery("brazil"))
        for index in 1...15 { try await remember("query \(index)") }
        try await remember("query 9")
        #expect(try await history.recentQueries() == ["query 9", "query 15", "query 14", "query 13", "query 12",
                                                      "query 11", "query 10", "query 8", "query 7", "query 6"])
        #expect(try await other.recentQueries() == ["brazil", "alien"])
    }

    @Test func rememberingIsOneStatement() async throws {
        let log = try StatementLog()
        let history = SQLiteSearchHistory(database: log.database, owner: OwnerID("ana"))
        for index in 1...10 { try await history.remember(SearchQuery("query \(index)")) }
        let statements = try await log.statements { try await history.remember(SearchQuery("one more")) }
        #expect(statements.count == 1)
        #expect(try await history.recentQueries().count == 10)
    }

    @Test func searchingTheNewestAgainKeepsItsPlace() async throws {
        try await remember("rocky", "batman", "batman", "Batman")
        #expect(try await history.recentQueries() == ["Batman", "rocky"])
    }

    @Test func oneEntryCanBeForgotten() async throws {
        try await remember("rocky", "batman")
        try await history.forget("ROCKY")
        #expect(try await history.recentQueries() == ["batman"])
    }

    @Test func clearForgetsEverything() async throws {
        try await remember("rocky", "batman")
        try await history.clear()
        #expect(try await history.recentQueries().isEmpty)
    }

    @Test func eachOwnerHasTheirOwnHistory() async throws {
        try await remember("rocky")
        let other = SQLiteSearchHistory(database: database, owner: OwnerID("ben"))
        try await other.remember(SearchQuery("alien"))
        try await other.clear()
        #expect(try await history.recentQueries() == ["rocky"])
        #expect(try await other.recentQueries().isEmpty)
    }

    @Test func historySurvivesReopeningTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("marquee.sqlite").path
        try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path), owner: .localUser).remember(SearchQuery("alien"))
        #expect(try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path), owner: .localUser).recentQueries() == ["alien"])
    }
}
