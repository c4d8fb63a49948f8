import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// The memory that keeps films' pages until the catalog changes.
@Suite struct CatalogPageCacheTests {
    @Test func aPageIsServedOnlyUnderTheGenerationItWasWorkedOutUnder() {
        let cache = CatalogPageCache<Int, String>()
        cache.store("Heat", for: 1, generation: "a")
        #expect(cache.value(for: 1, generation: "a") == "Heat")
        #expect(cache.value(for: 1, generation: "b") == nil, "an import wrote a new generation")
        cache.store("Collateral", for: 2, generation: "b")
        #expect(cache.value(for: 1, generation: "a") == nil, "the old generation's pages are dropped")
        #expect(cache.value(for: 2, generation: "b") == "Collateral")
    }

    @Test func aCacheFullOfPagesDropsTheOldestFirst() {
        let cache = CatalogPageCache<Int, Int>(capacity: 3)
        for id in 1...5 { cache.store(id * 10, for: id, generation: nil) }
        #expect((1...5).map { cache.value(for: $0, generation: nil) } == [nil, nil, 30, 40, 50])
        cache.store(41, for: 4, generation: nil)
        #expect(cache.value(for: 4, generation: nil) == 41, "a page stored again is replaced, not counted twice")
        cache.store(60, for: 6, generation: nil)
        #expect([3, 4, 5, 6].map { cache.value(for: $0, generation: nil) } == [nil, 41, 50, 60])
    }

    @Test func anotherProcessImportingIntoTheSameFileIsSeen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-page-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("marquee.sqlite").path
        let server = SQLiteMovieCatalog(database: try AppDatabase.openFile(at: path) { try EmbeddedCatalog(database: $0).loadIfNeeded() })
        #expect(try await server.profile(ofMovie: 155)?.runtime == 152)
        // `marquee catalog import`, in a process of its own, on the same file.
        let line = #"{"id": 155, "title": "The Dark Knight", "runtime": 153, "genres": [{"id": 18, "name": "Drama"}]}"#
        let file = folder.appendingPathComponent("fix.jsonl")
        try line.write(to: file, atomically: true, encoding: .utf8)
        _ = try CatalogImporter(database: try AppDatabase.openFile(at: path) { _ in }).importFile(at: file)
        #expect(try await server.profile(ofMovie: 155)?.runtime == 153)
        #expect(try await server.profile(ofMovie: 155)?.genres.map(\.name) == ["Drama"])
    }
}
