import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// A film's page, a person's page and a genre's list from the catalog a store keeps: the same
/// facts and the same order on every store.
@Suite struct FilmPagesContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-contract-films-\(UUID().uuidString)")

    /// A catalog file of `lines`, each a JSON object.
    func file(_ lines: [[String: Any]]) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(UUID().uuidString).jsonl")
        let text = try lines.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
        try text.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A film line in TMDB's shape; `people` are `(id, name, character)`, billed in order.
    func film(
        _ id: Int, _ title: String, date: String? = "2001-01-01", popularity: Double = 1, genres: [Int] = [18], adult: Bool = false,
        runtime: Int? = nil, directors: [(Int, String)]? = nil, cast: [(Int, String, String)]? = nil
    ) -> [String: Any] {
        var line: [String: Any] = [
            "id": id, "title": title, "overview": "", "popularity": popularity, "vote_average": 7, "vote_count": 10,
            "genres": genres.map { ["id": $0, "name": Genre(id: $0)?.name ?? "?"] }, "adult": adult, "original_language": "en",
        ]
        if let date { line["release_date"] = date }
        if let runtime { line["runtime"] = runtime }
        if directors != nil || cast != nil {
            var credits: [String: Any] = [:]
            if let cast { credits["cast"] = cast.enumerated().map { ["id": $1.0, "name": $1.1, "character": $1.2, "order": $0] } }
            if let directors { credits["crew"] = directors.map { ["id": $0.0, "name": $0.1, "job": "Director", "department": "Directing"] } }
            line["credits"] = credits
        }
        return line
    }

    @Test(arguments: StoreKind.allCases) func anImportedFilmKeepsItsRuntimeGenresAndPeople(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([
                film(1, "Heat", date: "1995-12-15", genres: [28, 80, 18], runtime: 170, directors: [(1_001, "Michael Mann")],
                     cast: [(2_001, "Al Pacino", "Vincent Hanna"), (2_002, "Robert De Niro", "Neil McCauley"), (2_003, "Val Kilmer", "Chris Shiherlis")]),
                film(2, "Collateral", date: "2004-08-04", genres: [80, 53], runtime: 120, directors: [(1_001, "Michael Mann")],
                     cast: [(2_010, "Tom Cruise", "Vincent"), (2_011, "Jamie Foxx", "Max")]),
            ]), progress: nil)
            let heat = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(heat.runtime == 170)
            #expect(heat.genres.map(\.name) == ["Action", "Crime", "Drama"])
            #expect(heat.directors == [PersonReference(id: 1_001, name: "Michael Mann")])
            #expect(heat.cast.map(\.person.name) == ["Al Pacino", "Robert De Niro", "Val Kilmer"])
            #expect(heat.cast.map(\.character) == ["Vincent Hanna", "Neil McCauley", "Chris Shiherlis"])
            #expect(heat.recommendations.map(\.id) == [2])
            #expect(heat.watchProviders == nil && heat.trailer == nil)

            let mann = try #require(try await stores.catalog.person(id: 1_001))
            #expect(mann.name == "Michael Mann")
            #expect(mann.knownFor == "Directing")
            #expect(mann.directed.map(\.title) == ["Collateral", "Heat"]) // newest first
            let pacino = try #require(try await stores.catalog.person(id: 2_001))
            #expect(pacino.knownFor == "Acting")
            #expect(pacino.castCredits.map(\.character) == ["Vincent Hanna"])
            #expect(try await stores.catalog.person(id: 9_999) == nil)
            #expect(try await stores.catalog.profile(ofMovie: 9_999) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func importingALineWithoutPeopleKeepsThemAndANewCastReplacesTheOld(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([
                film(1, "Heat", runtime: 170, directors: [(1_001, "Michael Mann")], cast: [(2_001, "Al Pacino", "Vincent Hanna")]),
            ]), progress: nil)
            // An export's line: a title and a popularity, nothing more.
            _ = try await stores.importer.importFile(at: file([film(1, "Heat (1995)", popularity: 9)]), progress: nil)
            let kept = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(kept.movie.title == "Heat (1995)")
            #expect(kept.runtime == 170)
            #expect(kept.directors.map(\.name) == ["Michael Mann"])
            #expect(kept.cast.map(\.person.name) == ["Al Pacino"])

            _ = try await stores.importer.importFile(at: file([film(1, "Heat", cast: [(2_002, "Robert De Niro", "Neil McCauley")])]), progress: nil)
            let replaced = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(replaced.cast.map(\.person.name) == ["Robert De Niro"])
            #expect(replaced.directors.map(\.name) == ["Michael Mann"], "a line naming only the cast keeps the directors")
            #expect(try await stores.catalog.person(id: 2_001)?.castCredits.isEmpty == true)
        }
    }

    @Test(arguments: StoreKind.allCases) func aFilmListedTwiceKeepsWhatEachLineToldAndAPhotoIsNotLost(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            var withPhoto = film(1, "Heat", runtime: 170, directors: [(1_001, "Michael Mann")], cast: [(2_001, "Al Pacino", "Vincent Hanna")])
            var credits = withPhoto["credits"] as! [String: Any]
            credits["cast"] = [["id": 2_001, "name": "Al Pacino", "character": "Vincent Hanna", "order": 0, "profile_path": "/pacino.jpg"]]
            withPhoto["credits"] = credits
            var emptyPhoto = film(2, "Serpico", cast: [(2_001, "Al Pacino", "Frank Serpico")])
            var serpico = emptyPhoto["credits"] as! [String: Any]
            serpico["cast"] = [["id": 2_001, "name": "Al Pacino", "character": "Frank Serpico", "order": 0, "profile_path": ""]]
            emptyPhoto["credits"] = serpico
            // The same film again, later in the same batch, with a new title and no facts at all.
            _ = try await stores.importer.importFile(at: file([withPhoto, emptyPhoto, film(1, "Heat (1995)")]), progress: nil)
            let heat = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(heat.movie.title == "Heat (1995)")
            #expect(heat.runtime == 170)
            #expect(heat.directors.map(\.name) == ["Michael Mann"])
            #expect(heat.cast.first?.person.profilePath == "/pacino.jpg", "a later credit without a photo keeps it")
            #expect(try await stores.catalog.profile(ofMovie: 2)?.cast.first?.person.profilePath == "/pacino.jpg")
        }
    }

    /// An import writes a batch's films in id order, but what the lines say of people in file
    /// order: a person two lines name differently keeps the later line's name.
    @Test(arguments: StoreKind.allCases) func aPersonNamedByTwoLinesKeepsTheLaterLinesName(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([
                film(5, "Listed first", cast: [(2_001, "Al Pacino (old spelling)", "Someone")]),
                film(2, "Listed last, a lower id", cast: [(2_001, "Al Pacino", "Someone else")]),
            ]), progress: nil)
            #expect(try await stores.catalog.person(id: 2_001)?.name == "Al Pacino")
            #expect(try await stores.catalog.profile(ofMovie: 5)?.cast.first?.person.name == "Al Pacino")
        }
    }

    @Test(arguments: StoreKind.allCases) func moreLikeThisSharesGenresThenTimeThenPopularity(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importFile(at: file([
                film(1, "The film", date: "2000-06-15", genres: [28, 80, 53]),
                film(2, "Shares one, same year", date: "2000-01-01", popularity: 50, genres: [28]),
                film(3, "Shares three, far", date: "1950-01-01", genres: [28, 80, 53, 18]),
                film(4, "Shares two, near", date: "2001-06-15", genres: [80, 53]),
                film(5, "Shares two, far", date: "1980-06-15", popularity: 99, genres: [28, 53]),
                film(6, "Shares two, as near, more popular", date: "1999-06-15", popularity: 2, genres: [28, 80]),
                film(7, "Shares nothing", date: "2000-06-15", popularity: 100, genres: [35]),
                film(8, "Shares one, adult", date: "2000-06-15", genres: [28], adult: true),
                film(9, "Shares one, undated", date: nil, popularity: 100, genres: [53]),
                film(10, "Shares one, a year off", date: "2001-06-15", popularity: 50, genres: [80]),
            ]), progress: nil)
            let profile = try #require(try await stores.catalog.profile(ofMovie: 1))
            #expect(profile.recommendations.map(\.id) == [3, 6, 4, 5, 2, 10, 9])
        }
    }

    @Test(arguments: StoreKind.allCases) func aGenreListsItsFilmsMostPopularFirstInPages(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let lines = (1...45).map { film($0, "Drama \($0)", popularity: Double($0), genres: $0 % 3 == 0 ? [18, 35] : [18]) }
                + [film(46, "Adult drama", popularity: 1_000, genres: [18], adult: true), film(47, "Comedy", popularity: 500, genres: [35])]
            _ = try await stores.importer.importFile(at: file(lines), progress: nil)
            let drama = Genre(id: 18)!
            let first = try await stores.catalog.movies(in: drama, page: 1)
            let third = try await stores.catalog.movies(in: drama, page: 3)
            #expect(first.totalResults == 45 && first.totalPages == 3)
            #expect(first.movies.map(\.id) == Array((26...45).reversed()))
            #expect(third.movies.map(\.id) == Array((1...5).reversed()))
            let comedy = try await stores.catalog.movies(in: Genre(id: 35)!, page: 1)
            #expect(comedy.movies.first?.id == 47)
            #expect(comedy.totalResults == 16)
            #expect(try await stores.catalog.movies(in: Genre(id: 37)!, page: 1).movies.isEmpty)
        }
    }

    @Test func everyFilmOfTheEmbeddedCatalogReadsTheSameOnPostgreSQL() async throws {
        var sqlite: [Int: MovieProfile] = [:]
        var people: [Int: Person] = [:]
        try await StoreKind.sqliteInMemory.withStores { (stores: MarqueeStores) async throws in
            let ids = try await allIDs(stores)
            for id in ids { sqlite[id] = try await stores.catalog.profile(ofMovie: id) }
            for personID in Set(sqlite.values.flatMap { $0.directors.map(\.id) + $0.cast.map(\.person.id) }).sorted().prefix(200) {
                people[personID] = try await stores.catalog.person(id: personID)
            }
        }
        try await StoreKind.postgres.withStores { (stores: MarqueeStores) async throws in
            for (id, profile) in sqlite {
                #expect(try await stores.catalog.profile(ofMovie: id) == profile, "film \(id)")
            }
            for (id, person) in people {
                #expect(try await stores.catalog.person(id: id) == person, "person \(id)")
            }
        }
        #expect(sqlite.count == 529)
    }

    /// Every film id of the catalog, through its popular pages (adult films have none).
    private func allIDs(_ stores: MarqueeStores) async throws -> [Int] {
        var ids: [Int] = []
        var page = 1
        while true {
            let movies = try await stores.catalog.popular(page: page).movies
            if movies.isEmpty { return ids }
            ids += movies.map(\.id)
            page += 1
        }
    }
}
