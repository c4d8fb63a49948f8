import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Search over the embedded catalog: what a person typing in the search box relies on.
@Suite struct CatalogSearchContractTests {
    @Test(arguments: StoreKind.allCases) func everyWordIsAPrefixAndAnExactTitleRanksFirst(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            let catalog = stores.catalog
            #expect(try await catalog.count() >= 300)
            #expect(try await SearchWalk.page(catalog, "bat begin", 1).movies.first?.title == "Batman Begins")
            #expect(try await SearchWalk.page(catalog, "rocky", 1).movies.first?.title == "Rocky")
            #expect(try await SearchWalk.page(catalog, "THE DARK KNIGHT", 1).movies.first?.title == "The Dark Knight")
            for query in ["avengers", "the intouchables", "star wars"] {
                #expect(try await SearchWalk.page(catalog, query, 1).totalResults > 0, "\(query)")
            }
        }
    }

    @Test(arguments: StoreKind.allCases) func diacriticsCaseAndOriginalTitlesAreMatched(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            let catalog = stores.catalog
            #expect(try await SearchWalk.page(catalog, "AMELIE", 1).movies.contains { $0.title.contains("Amélie") })
            #expect(try await SearchWalk.page(catalog, "léon", 1).movies.contains { $0.title.hasPrefix("Léon") })
            #expect(try await SearchWalk.page(catalog, "intouchables", 1).movies.contains { $0.originalTitle == "Intouchables" })
        }
    }

    @Test(arguments: StoreKind.allCases) func hostileInputNeverFails(kind: StoreKind) async throws {
        let texts = ["\"", "NEAR(", "-*", "\"batman\" OR 1=1 --", "'); DROP TABLE movie; --", "a:* | !b", "🎬🍿", "*", "a AND OR NOT",
                     "\\", "bat\u{0}man", String(repeating: "ab ", count: 66)]
        try await kind.withStores { (stores: MarqueeStores) async throws in
            for text in texts {
                guard let query = try? SearchQuery(text) else { continue }
                // No SQL error, and an answer that holds together.
                let page = try await stores.catalog.search(query, page: 1)
                #expect(page.movies.count <= SQLiteMovieCatalog.pageSize, "\(text)")
                #expect(page.movies.count <= page.totalResults, "\(text)")
                for movie in page.movies { #expect(try await stores.catalog.movie(id: movie.id) == movie) }
            }
            #expect(try await stores.catalog.count() >= 300, "the catalog is still there")
        }
    }

    @Test(arguments: StoreKind.allCases) func pagesPastTheEndAreEmptyAndPagesRepeatTheirOrder(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            let past = try await stores.catalog.search(SearchQuery("batman"), page: 40)
            #expect(past.movies.isEmpty)
            #expect(past.totalResults > 20)
            let first = try await stores.catalog.search(SearchQuery("the"), page: 1).movies.map(\.id)
            #expect(try await SearchWalk.page(stores.catalog, "the", 1).movies.map(\.id) == first)
        }
    }

    @Test(arguments: StoreKind.allCases) func pagesOfTheEmbeddedCatalogNeverOverlap(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            for text in ["the", "a", "bat", "star wars", "batman", "léon"] {
                let (first, ids) = try await SearchWalk.walk(stores.catalog, text)
                #expect(Set(ids).count == ids.count, "\(text)")
                #expect(ids.count == first.totalResults, "\(text)")
                #expect(first.totalPages == (first.totalResults + 19) / 20, "\(text)")
            }
        }
    }

    @Test(arguments: StoreKind.allCases) func filmsAreFoundByIdAndImagePathForGeneratedPosters(kind: StoreKind) async throws {
        try await kind.withStores { (stores: MarqueeStores) async throws in
            let catalog = stores.catalog
            #expect(try await catalog.movie(id: 272)?.title == "Batman Begins")
            #expect(try await catalog.movie(id: -1) == nil)
            #expect(try await catalog.movie(imagePath: "/nothing.jpg") == nil)
            let tdk = try #require(try await catalog.movie(id: 155))
            let backdrop = try #require(tdk.backdropPath, "The Dark Knight has a backdrop in the embedded catalog")
            #expect(try await catalog.movie(imagePath: backdrop)?.id == 155)
            #expect(try await catalog.movie(imagePath: try #require(tdk.posterPath))?.id == 155)
        }
    }
}

/// Walks every page of a search, as a pager would.
enum SearchWalk {
    /// One page of `text`.
    static func page(_ catalog: any CatalogStore, _ text: String, _ number: Int) async throws -> MoviePage {
        try await catalog.search(SearchQuery(text), page: number)
    }

    /// Every page from 1 to `totalPages`, then the one after it.
    static func walk(_ catalog: any CatalogStore, _ text: String) async throws -> (first: MoviePage, ids: [Int]) {
        let query = try SearchQuery(text)
        let first = try await catalog.search(query, page: 1)
        var ids = first.movies.map(\.id)
        for number in stride(from: 2, through: first.totalPages, by: 1) {
            let page = try await catalog.search(query, page: number)
            #expect(page.totalResults == first.totalResults && page.totalPages == first.totalPages)
            if number < first.totalPages { #expect(page.movies.count == SQLiteMovieCatalog.pageSize) }
            ids += page.movies.map(\.id)
        }
        // Past the end: no film, and still the same count (worked out there by walking the
        // matches, where the pages before it counted them from their own reading).
        let after = try await catalog.search(query, page: first.totalPages + 1)
        #expect(after.movies.isEmpty)
        #expect(after.totalResults == first.totalResults)
        return (first, ids)
    }
}
