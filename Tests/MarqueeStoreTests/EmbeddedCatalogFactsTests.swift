import Foundation
import MarqueeCore
@testable import MarqueeStore
import Testing

/// The embedded catalog's facts about each film, read from the file as shipped: every runtime is
/// plausible, every film names its genres as TMDB does, the credits given are well formed (at
/// most 6 billed actors, each with a part, each once), and a person's id always carries the same
/// name. (Not every film has its credits yet: see docs/CATALOG.md.)
@Suite struct EmbeddedCatalogFactsTests {
    struct Line: Decodable {
        struct Genre: Decodable {
            let id: Int
            let name: String
        }

        struct Credits: Decodable {
            let cast: [Person]?
            let crew: [Person]?
        }

        struct Person: Decodable {
            let id: Int
            let name: String
            let character: String?
            let job: String?
        }

        let id: Int
        let title: String
        let runtime: Int?
        let genres: [Genre]?
        let genreIDs: [Int]?
        let credits: Credits?

        enum CodingKeys: String, CodingKey {
            case id, title, runtime, genres, credits
            case genreIDs = "genre_ids"
        }
    }

    let lines: [Line]

    init() throws {
        let text = try String(contentsOf: EmbeddedCatalog.bundledFileURL, encoding: .utf8)
        lines = try text.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    @Test func everyRuntimeIsBetween40And300Minutes() {
        let outside = lines.compactMap { line in line.runtime.flatMap { (40...300).contains($0) ? nil : "\(line.id) \(line.title): \($0)" } }
        #expect(outside.isEmpty, "\(outside)")
        #expect(lines.count == 529)
        #expect(lines.filter { $0.runtime != nil }.count >= 524, "all but two films not released yet and three whose runtime could not be confirmed (docs/CATALOG.md)")
    }

    @Test func everyFilmNamesItsGenresAsTMDBDoes() {
        for line in lines {
            let genres = line.genres ?? []
            #expect(!genres.isEmpty, "\(line.id) \(line.title) has no genre")
            for genre in genres {
                #expect(Genre(id: genre.id)?.name == genre.name, "\(line.id) \(line.title): genre \(genre.id) is not \(genre.name)")
            }
            #expect(line.genreIDs == nil || line.genreIDs == genres.map(\.id), "\(line.id) \(line.title): genre_ids and genres differ")
        }
    }

    @Test func theCreditsGivenNameDirectorsAndAtMostSixBilledActorsEachWithAPart() {
        for line in lines {
            let crew = line.credits?.crew ?? []
            let cast = line.credits?.cast ?? []
            #expect(crew.allSatisfy { $0.job == "Director" }, "\(line.id) \(line.title): crew other than directors")
            #expect(cast.count <= 6, "\(line.id) \(line.title) has \(cast.count) actors")
            #expect(cast.allSatisfy { !($0.character ?? "").isEmpty }, "\(line.id) \(line.title): an actor without a part")
            #expect(Set(cast.map(\.id)).count == cast.count, "\(line.id) \(line.title): an actor listed twice")
            #expect(Set(crew.map(\.id)).count == crew.count, "\(line.id) \(line.title): a director listed twice")
        }
        let complete = lines.filter { line in
            !(line.credits?.crew ?? []).isEmpty && (3...6).contains(line.credits?.cast?.count ?? 0)
        }
        #expect(complete.count >= 491, "films with their director(s) and 3 to 6 billed actors")
    }

    @Test func aPersonsIDAlwaysCarriesTheSameName() {
        var names: [Int: Set<String>] = [:]
        for line in lines {
            for person in (line.credits?.cast ?? []) + (line.credits?.crew ?? []) {
                names[person.id, default: []].insert(person.name)
            }
        }
        let conflicting = names.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }
        #expect(conflicting.isEmpty, "\(conflicting)")
        var ids: [String: Set<Int>] = [:]
        for (id, set) in names { for name in set { ids[name, default: []].insert(id) } }
        let shared = ids.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }
        #expect(shared.isEmpty, "one name under several ids, likely a mistyped id: \(shared)")
    }

    @Test func theCatalogLoadsItsPeopleIntoTheDatabase() async throws {
        let database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        let catalog = SQLiteMovieCatalog(database: database)
        let film = try #require(try await catalog.profile(ofMovie: 155))
        #expect(film.runtime == 152)
        #expect(film.directors.map(\.name) == ["Christopher Nolan"])
        #expect(film.cast.prefix(2).map(\.person.name) == ["Christian Bale", "Heath Ledger"])
        #expect(film.recommendations.count == SQLiteMovieCatalog.recommendationCount)
    }
}
