import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct SQLiteSearchHistoryTests {
    let database: AppDatabase
    let history: SQLiteSearchHistory
    let ana = OwnerID("ana")
    let ben = OwnerID("ben")

    init() throws {
        database = try AppDatabase.inMemory()
        history = SQLiteSearchHistory(database: database)
    }

    func remember(_ texts: String...) async throws {
        for text in texts { try await history.remember(SearchQuery(text), for: ana) }
    }

    @Test func newestSearchComesFirst() async throws {
        try await remember("rocky", "batman")
        #expect(try await history.recentQueries(of: ana) == ["batman", "rocky"])
    }

    @Test func searchingAgainMovesTheQueryUpAndKeepsOneEntryWhateverTheCase() async throws {
        try await remember("batman", "rocky", "  BATMAN ")
        #expect(try await history.recentQueries(of: ana) == ["BATMAN", "rocky"])
    }

    @Test func onlyTheLastTenAreKept() async throws {
        for index in 1...12 { try await remember("query \(index)") }
        let recent = try await history.recentQueries(of: ana)
        #expect(recent.count == 10)
        #expect(recent.first == "query 12")
        #expect(recent.last == "query 3")
    }

    @Test func anOwnerKeepsExactlyTheTenNewestAndOtherOwnersKeepTheirs() async throws {
        try await history.remember(SearchQuery("alien"), for: ben)
        try await history.remember(SearchQuery("brazil"), for: ben)
        for index in 1...15 { try await remember("query \(index)") }
        try await remember("query 9")
        #expect(try await history.recentQueries(of: ana) == ["query 9", "query 15", "query 14", "query 13", "query 12",
                                                      "query 11", "query 10", "query 8", "query 7", "query 6"])
        #expect(try await history.recentQueries(of: ben) == ["brazil", "alien"])
    }

    @Test func rememberingIsOneStatement() async throws {
        let log = try StatementLog()
        let history = SQLiteSearchHistory(database: log.database)
        for index in 1...10 { try await history.remember(SearchQuery("query \(index)"), for: ana) }
        let statements = try await log.statements { try await history.remember(SearchQuery("one more"), for: ana) }
        #expect(statements.count == 1)
        #expect(try await history.recentQueries(of: ana).count == 10)
    }

    @Test func searchingTheNewestAgainKeepsItsPlace() async throws {
        try await remember("rocky", "batman", "batman", "Batman")
        #expect(try await history.recentQueries(of: ana) == ["Batman", "rocky"])
    }

    @Test func oneEntryCanBeForgotten() async throws {
        try await remember("rocky", "batman")
        try await history.forget("ROCKY", for: ana)
        #expect(try await history.recentQueries(of: ana) == ["batman"])
    }

    @Test func clearForgetsEverything() async throws {
        try await remember("rocky", "batman")
        try await history.clear(for: ana)
        #expect(try await history.recentQueries(of: ana).isEmpty)
    }

    @Test func eachOwnerHasTheirOwnHistory() async throws {
        try await remember("rocky")
        let other = history
        try await other.remember(SearchQuery("alien"), for: ben)
        try await other.clear(for: ben)
        #expect(try await history.recentQueries(of: ana) == ["rocky"])
        #expect(try await other.recentQueries(of: ben).isEmpty)
    }

    @Test func historySurvivesReopeningTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("marquee.sqlite").path
        try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path)).remember(SearchQuery("alien"), for: .localUser)
        #expect(try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path)).recentQueries(of: .localUser) == ["alien"])
    }
}
