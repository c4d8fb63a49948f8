import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Paging over generated catalogs big enough for tiers, ties, duplicates and the count cap.
@Suite struct GeneratedCatalogContractTests {
    static let queries = ["the", "a", "bat", "star wars", "STAR WARS", "night 1", "amelie", "edge fantôme", "zzz"]

    @Test(arguments: StoreKind.allCases) func pagesNeverOverlapAndMissNothing(kind: StoreKind) async throws {
        let generated = GeneratedCatalog(count: 3_000)
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importMovies(generated.movies)
            for text in Self.queries {
                let (first, ids) = try await SearchWalk.walk(stores.catalog, text)
                #expect(Set(ids).count == ids.count, "a film appears on two pages: \(text)")
                #expect(Set(ids) == generated.expectedMatches(for: text), "\(text)")
                #expect(!first.totalIsCapped)
                #expect(ids.count == first.totalResults, "\(text)")
            }
            // Exact titles come first, even when unpopular.
            let page = try await stores.catalog.search(SearchQuery("star wars"), page: 1)
            #expect(generated.movies.filter { $0.title == "Star Wars" && !$0.isAdult }.count > 20)
            #expect(page.movies.allSatisfy { $0.title == "Star Wars" })
        }
    }

    /// Exact titles are found apart from the other matches, so a page can be made of them alone
    /// (more of them than a tier of 100), and the least popular can rank after every other match:
    /// each page still counts them all.
    @Test(arguments: StoreKind.allCases) func moreExactTitlesThanATierAreEachCountedOnEveryPage(kind: StoreKind) async throws {
        let exact = (0..<130).map { Movie.listed(id: 1_000 + $0, originalTitle: "Heat", popularity: Double(500 - $0)) }
        let others = (0..<40).map { Movie.listed(id: 2_000 + $0, originalTitle: "Heat Wave \($0)", popularity: Double(600 - $0)) }
        // The least popular of all, with the exact title: it comes after every other match.
        let last = Movie.listed(id: 3_000, originalTitle: "Heat", popularity: 0.5)
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importMovies(exact + others + [last])
            let (first, ids) = try await SearchWalk.walk(stores.catalog, "heat")
            #expect(first.totalResults == 171)
            #expect(ids.count == 171 && Set(ids).count == 171)
            #expect(Set(ids.prefix(131)) == Set((exact + [last]).map(\.id)), "exact titles first")
            #expect(Set(ids.suffix(40)) == Set(others.map(\.id)))
        }
    }

    @Test(arguments: StoreKind.allCases) func pastTenThousandMatchesTheCountIsCappedAndEveryPageStillDiffers(kind: StoreKind) async throws {
        let generated = GeneratedCatalog(count: 10_600, alwaysWith: "Saga")
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.importer.importMovies(generated.movies)
            let (first, ids) = try await SearchWalk.walk(stores.catalog, "saga")
            #expect(first.totalIsCapped)
            #expect(first.totalResults == SQLiteMovieCatalog.countLimit)
            #expect(first.totalPages == SearchMovies.lastPage)
            #expect(ids.count == SQLiteMovieCatalog.countLimit)
            #expect(Set(ids).count == ids.count)
        }
    }

    /// The strongest form of the contract: on the same films, PostgreSQL answers every query
    /// with the same films in the same order, page after page, as SQLite.
    @Test func postgresAnswersExactlyAsSQLite() async throws {
        let generated = GeneratedCatalog(count: 3_000)
        var answers: [StoreKind: [String: [Int]]] = [:]
        for kind in [StoreKind.sqliteInMemory, .postgres] {
            try await kind.withStores { (stores: MarqueeStores) async throws in
                _ = try await stores.importer.importMovies(generated.movies)
                for text in Self.queries + ["batman", "léon", "the dark knight", "amélie", "2001", "spider-man", "l'", "o brother"] {
                    answers[kind, default: [:]][text] = try await SearchWalk.walk(stores.catalog, text).ids
                }
                answers[kind, default: [:]]["popular"] = try await stores.catalog.popular(page: 3).movies.map(\.id)
                answers[kind, default: [:]]["users"] = try await stores.catalog.topRatedByUsers(limit: 15).map(\.id)
                answers[kind, default: [:]]["critics"] = try await stores.catalog.topRatedByCritics(limit: 15).map(\.id)
            }
        }
        for (text, ids) in (answers[.sqliteInMemory] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let other = answers[.postgres]?[text] ?? []
            let firstDifference = zip(ids, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(other == ids, "\(text): \(ids.count) against \(other.count) films, same films: \(Set(ids) == Set(other)), first difference at \(firstDifference.map(String.init) ?? "the end"): \(firstDifference.map { "\(ids[$0]) against \(other[$0])" } ?? "")")
        }
    }
}
