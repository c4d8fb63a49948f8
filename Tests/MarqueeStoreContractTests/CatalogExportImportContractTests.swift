import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import Testing

/// TMDB's daily export of every film (`movie_ids_MM_DD_YYYY.json.gz`), imported as TMDB serves
/// it: plain or gzipped whatever its name, its adult and video entries left out and counted, its
/// films shown as not loaded yet, and a second import keeping what was fetched since.
@Suite struct CatalogExportImportContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-contract-export-\(UUID().uuidString)")

    /// The real sample: ten lines, one marked video, no newline at the end.
    static let sample = "tmdb/movie-ids-export-sample.jsonl"

    func file(_ data: Data, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// `data` compressed by the system's gzip, as TMDB's file is.
    func gzipped(_ data: Data) throws -> Data {
        let input = try file(data, named: "\(UUID().uuidString).raw")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-c", "-n", input.path]
        let output = Pipe()
        gzip.standardOutput = output
        try gzip.run()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        return compressed
    }

    func exportLine(id: Int, title: String, popularity: Double, adult: Bool = false, video: Bool = false) -> String {
        #"{"adult":\#(adult),"id":\#(id),"original_title":"\#(title)","popularity":\#(popularity),"video":\#(video)}"#
    }

    @Test(arguments: StoreKind.allCases)
    func theDailyExportImportsGzippedOrPlainTellingByTheContentNotTheName(kind: StoreKind) async throws {
        let sample = try Fixtures.data(Self.sample)
        for (name, data) in [("movie_ids_02_17_2020.json.gz", sample), ("movie_ids_02_17_2020.json", try gzipped(sample))] {
            try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
                let report = try await stores.importer.importFile(at: try file(data, named: name), progress: nil)
                #expect(report.inserted == 9, "\(name): the ten lines but the one marked video")
                #expect(report.excludedVideo == 1 && report.excludedAdult == 0)
                #expect(report.skipped.isEmpty)
                #expect(try await stores.catalog.movie(id: 31_975) == nil, "Sesame Street's video is left out")

                let ariel = try #require(try await stores.catalog.movie(id: 2))
                #expect(ariel.title == "Ariel" && ariel.originalTitle == "Ariel")
                #expect(ariel.popularity == 8.8)
                #expect(!ariel.hasDetails && ariel.releaseDate == nil && ariel.overview.isEmpty && ariel.posterPath == nil)
                let amour = try await SearchWalk.page(stores.catalog, "amour vingt", 1)
                #expect(amour.movies.map(\.id) == [8_773], "a film of the export is found by its title")
                #expect(try await stores.catalog.popular(page: 1).movies.first?.id == 5, "Four Rooms is the sample's most popular")
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func adultAndVideoEntriesAreCountedAndABrokenLineIsReportedByNumber(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lines = [
                exportLine(id: 1, title: "Kept", popularity: 1),
                exportLine(id: 2, title: "Adult", popularity: 9, adult: true),
                #"{"adult":false,"id":3,"original_title":"Cut sho"#,
                exportLine(id: 4, title: "A video", popularity: 2, video: true),
                #"{"adult":false,"id":5,"original_title":"","popularity":1,"video":false}"#,
                exportLine(id: 6, title: "Also kept", popularity: 2),
            ]
            let report = try await stores.importer.importFile(at: try file(Data(lines.joined(separator: "\n").utf8), named: "export.json"), progress: nil)
            #expect(report.inserted == 2)
            #expect(report.excludedAdult == 1 && report.excludedVideo == 1)
            #expect(report.skipped.map(\.line) == [3, 5])
            #expect(report.skipped.map(\.reason) == ["the line is not valid JSON", "the title is empty"])
            #expect(try await stores.catalog.count() == 2)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func importingTheExportAgainUpdatesTitlesAndPopularityAndKeepsWhatWasFetched(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let first = [exportLine(id: 1, title: "Heat", popularity: 3), exportLine(id: 2, title: "Listed", popularity: 2)]
            _ = try await stores.importer.importFile(at: try file(Data(first.joined(separator: "\n").utf8), named: "day1.json"), progress: nil)
            // Film 1's details are fetched later: a full line with its people and genres.
            let details: [String: Any] = [
                "id": 1, "title": "Heat", "original_title": "Heat", "overview": "A crew of thieves.", "release_date": "1995-12-15",
                "poster_path": "/heat.jpg", "popularity": 3, "vote_average": 7.9, "vote_count": 6_000, "adult": false,
                "original_language": "en", "runtime": 170, "genres": [["id": 80, "name": "Crime"]],
                "credits": ["cast": [["id": 1_158, "name": "Al Pacino", "character": "Vincent Hanna", "order": 0]],
                            "crew": [["id": 638, "name": "Michael Mann", "job": "Director"]]],
            ]
            let detailsLine = try JSONSerialization.data(withJSONObject: details)
            _ = try await stores.importer.importFile(at: try file(detailsLine, named: "details.json"), progress: nil)

            let second = [exportLine(id: 1, title: "Heat (1995)", popularity: 40), exportLine(id: 2, title: "Renamed", popularity: 1)]
            let report = try await stores.importer.importFile(at: try file(Data(second.joined(separator: "\n").utf8), named: "day2.json"), progress: nil)
            #expect(report.updated == 2 && report.inserted == 0)

            let heat = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(heat.movie.hasDetails)
            #expect(heat.movie.title == "Heat", "a fetched title stays")
            #expect(heat.movie.originalTitle == "Heat (1995)" && heat.movie.popularity == 40, "the export's own fields follow it")
            #expect(heat.movie.overview == "A crew of thieves." && heat.movie.posterPath == "/heat.jpg" && heat.movie.voteCount == 6_000)
            #expect(heat.runtime == 170 && heat.genres.map(\.id) == [80])
            #expect(heat.directors.map(\.name) == ["Michael Mann"] && heat.cast.map(\.person.name) == ["Al Pacino"])

            let listed = try #require(try await stores.catalog.movie(id: 2))
            #expect(listed.title == "Renamed" && !listed.hasDetails, "a film with no details takes the new title")
            #expect(try await SearchWalk.page(stores.catalog, "renamed", 1).movies.map(\.id) == [2])
            #expect(try await SearchWalk.page(stores.catalog, "listed", 1).movies.isEmpty)
            #expect(try await stores.catalog.popular(page: 1).movies.map(\.id) == [1, 2], "ranked by the new popularity")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aDamagedOrCutShortGzipFileSaysSoAndKeepsWhatWasStored(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: try file(Data(exportLine(id: 7, title: "Stored before", popularity: 1).utf8), named: "before.json"),
                                                     progress: nil)
            let lines = (100..<3_100).map { exportLine(id: $0, title: "Film number \($0) of a long export", popularity: Double($0 % 97)) }
            let whole = try gzipped(Data(lines.joined(separator: "\n").utf8))

            let cut = try file(whole.prefix(whole.count * 2 / 3), named: "cut.json.gz")
            await #expect(throws: CatalogFileError.truncatedCompressedData) {
                _ = try await stores.importer.importFile(at: cut, progress: nil)
            }
            var damaged = whole
            for offset in stride(from: 40, to: damaged.count - 8, by: 7) { damaged[offset] ^= 0x5A }
            await #expect(throws: CatalogFileError.corruptCompressedData) {
                _ = try await stores.importer.importFile(at: try file(damaged, named: "damaged.json.gz"), progress: nil)
            }
            #expect(try await stores.catalog.movie(id: 7)?.title == "Stored before", "what was stored before survives")
            #expect(CatalogFileError.truncatedCompressedData.localizedDescription.contains("download it again"))

            let report = try await stores.importer.importFile(at: try file(whole, named: "whole.json.gz"), progress: nil)
            #expect(report.inserted + report.updated == 3_000 && report.skipped.isEmpty)
        }
    }

    /// Searches, Discover's grid and films' pages are kept in memory between imports; nothing
    /// read before an import, or before a film's details were kept, is served after it.
    @Test(arguments: StoreKind.allCases)
    func nothingReadBeforeAnImportOrAKeptFilmIsServedAfterIt(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let first = [exportLine(id: 1, title: "Heat", popularity: 3), exportLine(id: 2, title: "Heat wave", popularity: 2)]
            _ = try await stores.importer.importFile(at: try file(Data(first.joined(separator: "\n").utf8), named: "day1.json"), progress: nil)
            #expect(try await stores.catalog.search(SearchQuery("wave"), page: 1).movies.map(\.id) == [2])
            #expect(try await stores.catalog.popular(page: 1).movies.map(\.id) == [1, 2])
            #expect(try await stores.catalog.profile(ofMovie: 1)?.movie.hasDetails == false)
            #expect(try await stores.catalog.profile(ofMovie: 9) == nil)

            let second = [exportLine(id: 1, title: "Heat", popularity: 1), exportLine(id: 2, title: "Heatwave", popularity: 5),
                          exportLine(id: 9, title: "Wave", popularity: 4)]
            _ = try await stores.importer.importFile(at: try file(Data(second.joined(separator: "\n").utf8), named: "day2.json"), progress: nil)
            #expect(try await stores.catalog.search(SearchQuery("wave"), page: 1).movies.map(\.id) == [9], "film 2 was renamed")
            #expect(try await stores.catalog.popular(page: 1).movies.map(\.id) == [2, 9, 1], "ranked by the new popularity")
            #expect(try await stores.catalog.profile(ofMovie: 9)?.movie.title == "Wave", "a film missing before is there now")

            let fetched = MovieProfile(
                movie: Movie(id: 1, title: "Heat", originalTitle: "Heat", overview: "A crew of thieves.", releaseDate: ReleaseDate("1995-12-15"),
                             popularity: 1, voteAverage: 7.9, voteCount: 6_000, genreIDs: [80], originalLanguage: "en"),
                runtime: 170, directors: [], cast: []
            )
            try await stores.catalog.keep(fetched)
            #expect(try await stores.catalog.search(SearchQuery("heat"), page: 1).movies.first { $0.id == 1 }?.overview == "A crew of thieves.")
            #expect(try await stores.catalog.popular(page: 1).movies.last?.hasDetails == true)
            #expect(try await stores.catalog.profile(ofMovie: 1)?.runtime == 170)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func detailsFetchedForAListedFilmAreKeptAndItsTitleIsSearchableAtOnce(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lines = [exportLine(id: 3, title: "Varjoja paratiisissa", popularity: 8.69), exportLine(id: 4, title: "Hamlet liikemaailmassa", popularity: 3)]
            _ = try await stores.importer.importFile(at: try file(Data(lines.joined(separator: "\n").utf8), named: "export.json"), progress: nil)
            #expect(try await SearchWalk.page(stores.catalog, "shadows", 1).movies.isEmpty)

            let fetched = MovieProfile(
                movie: Movie(id: 3, title: "Shadows in Paradise", originalTitle: "Varjoja paratiisissa", overview: "A garbage collector.",
                             releaseDate: ReleaseDate("1986-10-17"), popularity: 8.69, voteAverage: 7.3, voteCount: 350, genreIDs: [35, 18],
                             originalLanguage: "fi"),
                runtime: 74, directors: [PersonReference(id: 16_767, name: "Aki Kaurismäki", profilePath: nil)],
                cast: [CastCredit(person: PersonReference(id: 54_768, name: "Matti Pellonpää", profilePath: nil), character: "Nikander")]
            )
            try await stores.catalog.keep(fetched)

            let kept = try #require(try await stores.catalog.profile(ofMovie: 3))
            #expect(kept.movie.hasDetails && kept.movie.title == "Shadows in Paradise" && kept.movie.overview == "A garbage collector.")
            #expect(kept.runtime == 74 && kept.genres.map(\.id) == [35, 18])
            #expect(kept.directors.map(\.name) == ["Aki Kaurismäki"] && kept.cast.map(\.character) == ["Nikander"])
            #expect(try await SearchWalk.page(stores.catalog, "shadows paradise", 1).movies.map(\.id) == [3], "found by its new title at once")
            #expect(try await SearchWalk.page(stores.catalog, "varjoja", 1).movies.map(\.id) == [3], "and still by its original title")
            #expect(try await SearchWalk.page(stores.catalog, "hamlet", 1).movies.map(\.id) == [4], "the other films are untouched")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aKeptFilmIsNoLongerFoundByTheWordsItsTitlesLost(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lines = [exportLine(id: 5, title: "Working Title", popularity: 8), exportLine(id: 6, title: "Working Girl", popularity: 3)]
            _ = try await stores.importer.importFile(at: try file(Data(lines.joined(separator: "\n").utf8), named: "export.json"), progress: nil)
            #expect(try await SearchWalk.page(stores.catalog, "working", 1).movies.map(\.id) == [6, 5], "the shorter title first")

            // TMDB renamed the film since the export listed it, in both its titles.
            try await stores.catalog.keep(MovieProfile(movie: Movie(
                id: 5, title: "Final Cut", originalTitle: "Final Cut", overview: "An editor's last night.",
                releaseDate: ReleaseDate("2001-05-04"), popularity: 8, voteAverage: 6, voteCount: 40, genreIDs: [18],
                originalLanguage: "en")))

            #expect(try await SearchWalk.page(stores.catalog, "working", 1).movies.map(\.id) == [6], "the old title's words find it no more")
            #expect(try await SearchWalk.page(stores.catalog, "final cut", 1).movies.map(\.id) == [5])
        }
    }

    /// Issue 26: films' details kept while an import runs (each keep between two of its
    /// batches, or beside its renumbering) are all found by their new words afterwards, and none
    /// by their old ones; the import's own films by theirs.
    @Test(arguments: StoreKind.allCases)
    func keepsBesideAnImportLeaveEveryKeptFilmFoundByItsNewWordsOnly(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false, importBatchSize: 100) { (stores: MarqueeStores) async throws in
            let first = (1...400).map { exportLine(id: $0, title: "Alpha \($0)", popularity: Double($0)) }
            _ = try await stores.importer.importFile(at: try file(Data(first.joined(separator: "\n").utf8), named: "first.json"), progress: nil)
            // The second import renames films 201...400 and adds 401...1200, 100 films a batch.
            let second = (201...1_200).map { exportLine(id: $0, title: "Beta \($0)", popularity: Double($0)) }
            let secondFile = try file(Data(second.joined(separator: "\n").utf8), named: "second.json")
            let kept = Array(1...30)
            async let imported = stores.importer.importFile(at: secondFile, progress: nil)
            for id in kept {
                try await stores.catalog.keep(MovieProfile(movie: Movie(
                    id: id, title: "Gamma \(id)", originalTitle: "Gamma \(id)", overview: "Kept.", popularity: Double(id),
                    voteAverage: 6, voteCount: 40, genreIDs: [18], originalLanguage: "en")))
                try await Task.sleep(for: .milliseconds(5))
            }
            let report = try await imported
            #expect(report.inserted == 800 && report.updated == 200)

            let gamma = try await SearchWalk.walk(stores.catalog, "gamma")
            #expect(Set(gamma.ids) == Set(kept), "every kept film is found by its new words")
            let alpha = try await SearchWalk.walk(stores.catalog, "alpha")
            #expect(Set(alpha.ids) == Set(31...200), "no kept film is found by its old words")
            #expect(try await SearchWalk.page(stores.catalog, "beta", 1).totalResults == 1_000)
        }
    }

    @Test func aGzipFileOfSeveralMembersReadsAsOne() async throws {
        try await StoreKind.sqliteInMemory.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let first = try gzipped(Data((exportLine(id: 1, title: "First half", popularity: 1) + "\n").utf8))
            let second = try gzipped(Data(exportLine(id: 2, title: "Second half", popularity: 1).utf8))
            let report = try await stores.importer.importFile(at: try file(first + second, named: "joined.gz"), progress: nil)
            #expect(report.inserted == 2)
            #expect(try await stores.catalog.movie(id: 2)?.title == "Second half")
        }
    }
}
