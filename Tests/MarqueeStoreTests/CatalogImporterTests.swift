import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct CatalogImporterTests {
    let database: AppDatabase
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-import-\(UUID().uuidString)")

    init() throws {
        database = try AppDatabase.inMemory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func file(_ lines: [String]) throws -> URL {
        let url = folder.appendingPathComponent("catalog.jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func line(id: Int, title: String) -> String {
        #"{"id":\#(id),"title":"\#(title)","overview":"x","release_date":"2001-02-03","popularity":1,"vote_average":7,"vote_count":10,"genre_ids":[18],"adult":false,"original_language":"en"}"#
    }

    @Test func malformedLinesAreReportedByNumberAndTheRestIsImported() async throws {
        let url = try file([line(id: 1, title: "One"), "{not json", "", #"{"title":"No id"}"#, line(id: 2, title: "Two")])
        let report = try CatalogImporter(database: database, batchSize: 1).importFile(at: url)
        #expect(report.inserted == 2)
        #expect(report.skipped.map(\.line) == [2, 4])
        #expect(report.skipped[1].reason.contains("\"id\""))
        #expect(try await SQLiteMovieCatalog(database: database).count() == 2)
    }

    @Test func importingAgainUpdatesInsteadOfDuplicating() async throws {
        _ = try CatalogImporter(database: database).importFile(at: file([line(id: 1, title: "Old title")]))
        let report = try CatalogImporter(database: database).importFile(at: file([line(id: 1, title: "New title")]))
        #expect(report.updated == 1)
        #expect(report.inserted == 0)
        let catalog = SQLiteMovieCatalog(database: database)
        #expect(try await catalog.movie(id: 1)?.title == "New title")
        #expect(try await catalog.search(SearchQuery("new"), page: 1).totalResults == 1)
        #expect(try await catalog.search(SearchQuery("old"), page: 1).totalResults == 0)
    }

    @Test func importingRenumbersFilmsByPopularityAndLeavesAdultFilmsOutOfSearch() async throws {
        let catalog = SQLiteMovieCatalog(database: database)
        func stars() async throws -> [Int] { try await catalog.search(SearchQuery("star"), page: 1).movies.map(\.id) }
        _ = try CatalogImporter(database: database).importMovies([
            Movie(id: 1, title: "Star One", popularity: 1),
            Movie(id: 2, title: "Star Two", popularity: 2),
            Movie(id: 3, title: "Star Six", popularity: 9, isAdult: true),
        ])
        #expect(try await stars() == [2, 1])
        _ = try CatalogImporter(database: database).importMovies([Movie(id: 1, title: "Star One", popularity: 5)])
        #expect(try await stars() == [1, 2])
    }

    @Test func embeddedCatalogIsLoadedOnceAndImportedFilmsSurvive() async throws {
        let embedded = EmbeddedCatalog(database: database)
        #expect(try embedded.loadIfNeeded() != nil)
        _ = try CatalogImporter(database: database).importFile(at: file([line(id: 99_999_999, title: "My own film")]))
        #expect(try embedded.loadIfNeeded() == nil)
        #expect(try await SQLiteMovieCatalog(database: database).movie(id: 99_999_999) != nil)
    }
}
