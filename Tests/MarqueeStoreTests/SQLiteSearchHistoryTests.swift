import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct SQLiteSearchHistoryTests {
    let history: SQLiteSearchHistory

    init() throws {
        history = SQLiteSearchHistory(database: try AppDatabase.inMemory())
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

    @Test func historySurvivesReopeningTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("marquee.sqlite").path
        try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path)).remember(SearchQuery("alien"))
        #expect(try await SQLiteSearchHistory(database: AppDatabase.openFile(at: path)).recentQueries() == ["alien"])
    }
}
