import Foundation
import MarqueeCore
@testable import MarqueeStore
import Testing

/// Walks every page of a search and checks what a pager relies on: no film twice, nothing
/// missed, totals that agree with the pages.
@Suite struct SearchPagingTests {
    static let queries = ["the", "a", "bat", "star wars", "STAR WARS", "night 1", "amelie", "edge fantôme", "zzz"]

    /// Every page from 1 to `totalPages`, then the one after it.
    func walk(_ catalog: SQLiteMovieCatalog, _ text: String) async throws -> (first: MoviePage, ids: [Int]) {
        let query = try SearchQuery(text)
        let first = try await catalog.search(query, page: 1)
        var ids = first.movies.map(\.id)
        for number in stride(from: 2, through: first.totalPages, by: 1) {
            let page = try await catalog.search(query, page: number)
            #expect(page.totalResults == first.totalResults && page.totalPages == first.totalPages)
            if number < first.totalPages { #expect(page.movies.count == SQLiteMovieCatalog.pageSize) }
            ids += page.movies.map(\.id)
        }
        #expect(try await catalog.search(query, page: first.totalPages + 1).movies.isEmpty)
        return (first, ids)
    }

    @Test(arguments: queries)
    func pagesOfAGeneratedCatalogNeverOverlapAndMissNothing(text: String) async throws {
        let generated = try GeneratedCatalog(count: 3_000)
        let (first, ids) = try await walk(SQLiteMovieCatalog(database: generated.database), text)
        #expect(Set(ids).count == ids.count, "a film appears on two pages")
        #expect(Set(ids) == generated.expectedMatches(for: text))
        #expect(!first.totalIsCapped)
        #expect(ids.count == first.totalResults)
        #expect(first.totalPages == (first.totalResults + 19) / 20)
    }

    @Test(arguments: ["the", "a", "bat", "star wars", "batman", "léon"])
    func pagesOfTheEmbeddedCatalogNeverOverlap(text: String) async throws {
        let database = try AppDatabase.inMemory()
        try EmbeddedCatalog(database: database).loadIfNeeded()
        let (first, ids) = try await walk(SQLiteMovieCatalog(database: database), text)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == first.totalResults)
        #expect(first.totalPages == (first.totalResults + 19) / 20)
    }

    @Test func exactTitlesComeFirstEvenWhenUnpopular() async throws {
        let generated = try GeneratedCatalog(count: 3_000)
        let page = try await SQLiteMovieCatalog(database: generated.database).search(SearchQuery("star wars"), page: 1)
        let exact = generated.movies.filter { $0.title == "Star Wars" && !$0.isAdult }
        #expect(exact.count > 20, "the exact titles should fill more than a page")
        #expect(page.movies.allSatisfy { $0.title == "Star Wars" })
    }

    @Test func pastTenThousandMatchesTheCountIsCappedAndEveryPageStillDiffers() async throws {
        let generated = try GeneratedCatalog(count: 10_600, alwaysWith: "Saga")
        let (first, ids) = try await walk(SQLiteMovieCatalog(database: generated.database), "saga")
        #expect(first.totalIsCapped)
        #expect(first.totalResults == SQLiteMovieCatalog.countLimit)
        #expect(first.totalPages == SearchMovies.lastPage)
        #expect(ids.count == SQLiteMovieCatalog.countLimit)
        #expect(Set(ids).count == ids.count)
    }
}
