import Foundation
import MarqueeCore
import MarqueeStore
import Synchronization
import Testing

/// Discover's lists, imports and the offline copies of upstream answers.
@Suite struct CatalogListsContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-contract-import-\(UUID().uuidString)")

    func file(_ lines: [String]) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(UUID().uuidString).jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func line(id: Int, title: String, votes: Int = 10, average: Double = 7) -> String {
        let object: [String: Any] = [
            "id": id, "title": title, "overview": "x", "release_date": "2001-02-03", "popularity": 1, "vote_average": average,
            "vote_count": votes, "genre_ids": [18], "adult": false, "original_language": "en",
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(arguments: StoreKind.allCases) func popularPagesAreOrderedAndNeverOverlap(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            let first = try await stores.catalog.popular(page: 1)
            let second = try await stores.catalog.popular(page: 2)
            #expect(first.movies.count == 20)
            #expect(first.movies.map(\.popularity) == first.movies.map(\.popularity).sorted(by: >))
            #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
            #expect(first.totalPages >= 15)
        }
    }

    @Test(arguments: StoreKind.allCases) func topRatedListsNeedVotesAndFollowTheScores(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([line(id: 99_999_991, title: "Two Friends Loved It", votes: 2, average: 10)]), progress: nil)
            let users = try await stores.catalog.topRatedByUsers(limit: 15)
            #expect(users.count == 15)
            #expect(!users.contains { $0.id == 99_999_991 })
            #expect(users.allSatisfy { $0.voteCount >= SQLiteMovieCatalog.minimumUserVotes })
            #expect(users.map(\.voteAverage) == users.map(\.voteAverage).sorted(by: >))
            #expect(users.contains { $0.id == 238 } && users.contains { $0.id == 155 })
            let critics = try await stores.catalog.topRatedByCritics(limit: 15)
            let scores = critics.compactMap(\.criticScore)
            #expect(scores.count == 15)
            #expect(scores == scores.sorted(by: >))
            #expect(critics.contains { $0.id == 238 })
        }
    }

    @Test(arguments: StoreKind.allCases) func malformedLinesAreReportedByNumberAndTheRestIsImported(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let url = try file([line(id: 1, title: "One"), "{not json", "", #"{"title":"No id"}"#, line(id: 2, title: "Tab\there \\ \"quoted\"")])
            let report = try await stores.importer.importFile(at: url, progress: nil)
            #expect(report.inserted == 2)
            #expect(report.skipped.map(\.line) == [2, 4])
            #expect(report.skipped[1].reason.contains("\"id\""))
            #expect(try await stores.catalog.count() == 2)
            #expect(try await stores.catalog.movie(id: 2)?.title == "Tab\there \\ \"quoted\"", "COPY's special characters are data")
        }
    }

    @Test(arguments: StoreKind.allCases) func importingAgainUpdatesAndRenumbersForSearch(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([line(id: 1, title: "Old title")]), progress: nil)
            let report = try await stores.importer.importFile(at: file([line(id: 1, title: "New title")]), progress: nil)
            #expect(report.updated == 1 && report.inserted == 0)
            #expect(try await stores.catalog.movie(id: 1)?.title == "New title")
            #expect(try await SearchWalk.page(stores.catalog, "new", 1).totalResults == 1)
            #expect(try await SearchWalk.page(stores.catalog, "old", 1).totalResults == 0)

            func stars() async throws -> [Int] { try await SearchWalk.page(stores.catalog, "star", 1).movies.map(\.id) }
            _ = try await stores.importer.importMovies([
                Movie(id: 11, title: "Star One", popularity: 1),
                Movie(id: 12, title: "Star Two", popularity: 2),
                Movie(id: 13, title: "Star Six", popularity: 9, isAdult: true),
            ])
            #expect(try await stars() == [12, 11], "most popular first, adult films never")
            _ = try await stores.importer.importMovies([Movie(id: 11, title: "Star One", popularity: 5)])
            #expect(try await stars() == [11, 12])
        }
    }

    @Test(arguments: StoreKind.allCases) func importReportsProgressUntilTheLastLine(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            // More lines than one batch of the importers (10,000 films).
            let lines = (1...12_000).map { line(id: $0, title: "Film \($0)") }
            let url = try file(lines)
            let seen = ProgressLog()
            _ = try await stores.importer.importFile(at: url, progress: { seen.append($0) })
            let last = try #require(seen.all.last)
            #expect(last.linesRead == 12_000)
            #expect(last.filmsWritten == 12_000)
            #expect(last.bytesRead == last.totalBytes)
            #expect(seen.all.count >= 2, "progress arrives while the import runs, not only at its end")
        }
    }

    @Test(arguments: StoreKind.allCases) func savedAnswersComeBackWithTheirTime(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try await stores.responseCache.store(Data("{}".utf8), for: .popular(page: 1), at: date)
            try await stores.responseCache.store(Data("{\"page\":1}".utf8), for: .popular(page: 1), at: date.addingTimeInterval(5))
            let saved = try #require(try await stores.responseCache.load(.popular(page: 1)))
            #expect(saved.data == Data("{\"page\":1}".utf8))
            #expect(saved.savedAt == date.addingTimeInterval(5))
            #expect(try await stores.responseCache.load(.popular(page: 2)) == nil)
        }
    }
}

/// Progress reports, in the order they came.
final class ProgressLog: Sendable {
    private let reports = Mutex<[CatalogImportProgress]>([])

    func append(_ progress: CatalogImportProgress) { reports.withLock { $0.append(progress) } }

    var all: [CatalogImportProgress] { reports.withLock { $0 } }
}
