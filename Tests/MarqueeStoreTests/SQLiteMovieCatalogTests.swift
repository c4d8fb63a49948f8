import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Search over the embedded catalog, loaded into a real in-memory database.
@Suite struct SQLiteMovieCatalogTests {
    let catalog: SQLiteMovieCatalog

    init() throws {
        let database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        catalog = SQLiteMovieCatalog(database: database)
    }

    func search(_ text: String, page: Int = 1) async throws -> MoviePage {
        try await catalog.search(SearchQuery(text), page: page)
    }

    @Test func embeddedCatalogHoldsAtLeast300Films() async throws {
        #expect(try await catalog.count() >= 300)
    }

    @Test func batmanGivesTwoPagesWithNoFilmOnBoth() async throws {
        let first = try await search("batman")
        #expect(first.totalResults > 20)
        #expect(first.totalPages >= 2)
        #expect(first.movies.count == 20)
        let second = try await search("batman", page: 2)
        #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
    }

    @Test func everyWordMatchesAsAPrefix() async throws {
        #expect(try await search("bat begin").movies.first?.title == "Batman Begins")
    }

    @Test func exactTitleMatchRanksFirst() async throws {
        #expect(try await search("rocky").movies.first?.title == "Rocky")
        #expect(try await search("THE DARK KNIGHT").movies.first?.title == "The Dark Knight")
    }

    @Test(arguments: ["rocky", "avengers", "the dark knight", "the intouchables", "star wars"])
    func requiredTitlesAreFound(query: String) async throws {
        #expect(try await search(query).totalResults > 0)
    }

    @Test func diacriticsAndCaseAreIgnored() async throws {
        #expect(try await search("AMELIE").movies.contains { $0.title.contains("Amélie") })
        #expect(try await search("léon").movies.contains { $0.title.hasPrefix("Léon") })
    }

    @Test func originalTitlesAreSearchedToo() async throws {
        #expect(try await search("intouchables").movies.contains { $0.originalTitle == "Intouchables" })
    }

    @Test(arguments: ["\"", "NEAR(", "-*", "\"batman\" OR 1=1 --", "🎬🍿", "*", "a AND OR NOT", String(repeating: "ab ", count: 66)])
    func hostileInputNeverFails(text: String) async throws {
        // No SQL error, and an answer that holds together: a page of at most 20 films, each a
        // real film of the catalog, never more than the total.
        let page = try await search(text)
        #expect(page.movies.count <= SQLiteMovieCatalog.pageSize)
        #expect(page.movies.count <= page.totalResults)
        for movie in page.movies {
            #expect(try await catalog.movie(id: movie.id) == movie)
        }
    }

    @Test func aSearchPageIsOneStatement() async throws {
        let log = try StatementLog()
        try EmbeddedCatalog(database: log.database).loadIfNeeded()
        let catalog = SQLiteMovieCatalog(database: log.database)
        let statements = try await log.statements { _ = try await catalog.search(SearchQuery("the"), page: 2) }
        #expect(statements.count == 1, "\(statements)")
    }

    @Test func pagesPastTheEndAreEmpty() async throws {
        let page = try await search("batman", page: 40)
        #expect(page.movies.isEmpty)
        #expect(page.totalResults > 20)
    }

    @Test func samePageTwiceGivesTheSameOrder() async throws {
        #expect(try await search("the").movies.map(\.id) == search("the").movies.map(\.id))
    }

    @Test func filmsAreFoundByIdAndPosterPathForGeneratedPosters() async throws {
        #expect(try await catalog.movie(id: 272)?.title == "Batman Begins")
        #expect(try await catalog.movie(id: -1) == nil)
        #expect(try await catalog.movie(imagePath: "/nothing.jpg") == nil)
        let tdk = try #require(try await catalog.movie(id: 155))
        let backdrop = try #require(tdk.backdropPath, "The Dark Knight has a backdrop in the embedded catalog")
        #expect(try await catalog.movie(imagePath: backdrop)?.id == 155)
        #expect(try await catalog.movie(imagePath: try #require(tdk.posterPath))?.id == 155)
    }
}
