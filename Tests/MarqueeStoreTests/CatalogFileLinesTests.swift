import Foundation
@testable import MarqueeStore
import MarqueeCore
import Testing

/// A catalog line longer than many of the reader's 64 KB chunks is read whole, once (issue 26:
/// the reader used to search and copy the line again from its start with every chunk).
@Suite struct CatalogFileLinesTests {
    @Test func aLineOfManyChunksIsReadWholeAndTheLinesAroundItToo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let overview = String(repeating: "A long night. ", count: 200_000)
        let lines = [
            #"{"id": 1, "title": "Before"}"#,
            #"{"id": 2, "title": "The Long One", "overview": "\#(overview)"}"#,
            #"{"id": 3, "title": "After"}"#,
        ]
        let file = folder.appendingPathComponent("long.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)

        var reader = try LineReader(url: file)
        var read: [Int] = []
        while let line = try reader.nextLine() { read.append(line.count) }
        #expect(read == lines.map(\.utf8.count))

        let database = try AppDatabase.inMemory()
        let report = try CatalogImporter(database: database).importFile(at: file)
        #expect(report.inserted == 3 && report.skipped.isEmpty)
        #expect(try await SQLiteMovieCatalog(database: database).movie(id: 2)?.overview.count == overview.count)
    }
}
