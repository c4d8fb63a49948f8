import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct SearchHistoryContractTests {
    let ana = OwnerID("ana")
    let ben = OwnerID("ben")

    func remember(_ texts: String..., in stores: MarqueeStores) async throws {
        for text in texts { try await stores.history.remember(SearchQuery(text), for: ana) }
    }

    @Test(arguments: StoreKind.allCases) func newestSearchComesFirstAndOneEntryPerQueryWhateverTheCase(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await remember("rocky", "batman", in: stores)
            #expect(try await stores.history.recentQueries(of: ana) == ["batman", "rocky"])
            try await remember("rocky", "  BATMAN ", in: stores)
            #expect(try await stores.history.recentQueries(of: ana) == ["BATMAN", "rocky"])
        }
    }

    @Test(arguments: StoreKind.allCases) func searchingTheNewestAgainKeepsItsPlace(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await remember("rocky", "batman", "batman", "Batman", in: stores)
            #expect(try await stores.history.recentQueries(of: ana) == ["Batman", "rocky"])
        }
    }

    @Test(arguments: StoreKind.allCases) func anOwnerKeepsExactlyTheTenNewestAndOtherOwnersKeepTheirs(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.history.remember(SearchQuery("alien"), for: ben)
            try await stores.history.remember(SearchQuery("brazil"), for: ben)
            for index in 1...15 { try await remember("query \(index)", in: stores) }
            try await remember("query 9", in: stores)
            #expect(try await stores.history.recentQueries(of: ana) == [
                "query 9", "query 15", "query 14", "query 13", "query 12", "query 11", "query 10", "query 8", "query 7", "query 6",
            ])
            #expect(try await stores.history.recentQueries(of: ben) == ["brazil", "alien"])
            // Only ten are kept, not only shown: forgetting the ten shown leaves nothing.
            for query in try await stores.history.recentQueries(of: ana) { try await stores.history.forget(query, for: ana) }
            #expect(try await stores.history.recentQueries(of: ana).isEmpty)
        }
    }

    /// Two tabs, or two servers, searching for one person at the same instant.
    @Test(arguments: StoreKind.allCases) func searchesSentAtOnceKeepTheTenNewestInAStrictOrder(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await withThrowingTaskGroup { group in
                for index in 1...60 {
                    group.addTask { try await stores.history.remember(SearchQuery("query \(index)"), for: ana) }
                }
                try await group.waitForAll()
            }
            let shown = try await stores.history.recentQueries(of: ana)
            #expect(shown.count == 10 && Set(shown).count == 10)
            // Each searched again comes first: none shares its place with another.
            for query in shown.reversed() {
                try await remember(query, in: stores)
                #expect(try await stores.history.recentQueries(of: ana).first == query)
            }
            // Only ten were kept, not only shown.
            for query in shown { try await stores.history.forget(query, for: ana) }
            #expect(try await stores.history.recentQueries(of: ana).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func oneEntryOrAllCanBeForgottenForOneOwnerOnly(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await remember("rocky", "batman", "alien", in: stores)
            try await stores.history.remember(SearchQuery("alien"), for: ben)
            try await stores.history.forget("ROCKY", for: ana)
            #expect(try await stores.history.recentQueries(of: ana) == ["alien", "batman"])
            try await stores.history.clear(for: ana)
            #expect(try await stores.history.recentQueries(of: ana).isEmpty)
            #expect(try await stores.history.recentQueries(of: ben) == ["alien"])
        }
    }
}
