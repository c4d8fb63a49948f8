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
