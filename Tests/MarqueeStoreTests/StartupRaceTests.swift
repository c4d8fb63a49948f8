import Foundation
import MarqueeStore
import Testing

/// Servers started at the same moment on one new file.
@Suite struct StartupRaceTests {
    @Test func serversOpeningOneNewFileTogetherTakeTurnsAndLoadTheCatalogOnce() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-race-\(UUID().uuidString)/marquee.sqlite").path
        let reports = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var loaded = false
                    _ = try AppDatabase.openFile(at: path) { loaded = try EmbeddedCatalog(database: $0).loadIfNeeded() != nil }
                    return loaded
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(reports.count == 4, "every server opened the file")
        #expect(reports.filter { $0 }.count == 1, "one loaded the catalog; the others found it loaded")
        let statistics = try await SQLiteMovieCatalog(database: try AppDatabase.openFile(at: path)).statistics()
        #expect(statistics.movies > 500)
    }
}
