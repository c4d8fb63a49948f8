import Foundation
import MarqueeCore
import MarqueeStore
import Testing

@Suite struct GalleryHistoryContractTests {
    let ana = OwnerID("visitor:ana")
    let ben = OwnerID("visitor:ben")
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: StoreKind.allCases) func searchesComeNewestFirstWithDuplicatesKept(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            for (index, text) in ["cat", "dog", "cat"].enumerated() {
                try await stores.galleryHistory.remember(text, at: start.addingTimeInterval(Double(index)), for: ana)
            }
            let entries = try await stores.galleryHistory.entries(of: ana)
            #expect(entries.map(\.text) == ["cat", "dog", "cat"])
            #expect(entries.map(\.date) == [start.addingTimeInterval(2), start.addingTimeInterval(1), start])
        }
    }

    @Test(arguments: StoreKind.allCases) func onlyTheNewestThirtyAreKept(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            for index in 1...35 { try await stores.galleryHistory.remember("search \(index)", at: start.addingTimeInterval(Double(index)), for: ana) }
            let entries = try await stores.galleryHistory.entries(of: ana)
            #expect(entries.count == 30)
            #expect(entries.first?.text == "search 35")
            #expect(entries.last?.text == "search 6")
            // Only thirty are kept, not only shown: forgetting the thirty shown leaves nothing.
            for entry in entries { try await stores.galleryHistory.forget(entryID: entry.id, for: ana) }
            #expect(try await stores.galleryHistory.entries(of: ana).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func ownersKeepTheirOwnAndForgettingTouchesOnlyOne(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let history = stores.galleryHistory
            try await history.remember("cat", at: start, for: ana)
            try await history.remember("cat", at: start.addingTimeInterval(1), for: ana)
            try await history.remember("owl", at: start, for: ben)
            let newest = try #require(try await history.entries(of: ana).first)
            try await history.forget(entryID: newest.id, for: ben)
            #expect(try await history.entries(of: ana).count == 2, "another owner cannot forget ana's entry")
            try await history.forget(entryID: newest.id, for: ana)
            #expect(try await history.entries(of: ana).map(\.date) == [start], "one of the two duplicates")
            try await history.clear(for: ana)
            #expect(try await history.entries(of: ana).isEmpty)
            #expect(try await history.entries(of: ben).map(\.text) == ["owl"])
        }
    }

    @Test(arguments: StoreKind.allCases) func aVisitorsSearchesMoveIntoTheAccountKeepingTheNewestThirty(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let history = stores.galleryHistory, account = OwnerID("account:1")
            for index in 1...20 { try await history.remember("old \(index)", at: start.addingTimeInterval(Double(index)), for: account) }
            for index in 1...15 { try await history.remember("new \(index)", at: start.addingTimeInterval(Double(100 + index)), for: ana) }
            try await history.moveAll(from: ana, to: account)
            let entries = try await history.entries(of: account)
            #expect(entries.count == 30)
            #expect(entries.first?.text == "new 15")
            #expect(entries.last?.text == "old 6")
            #expect(try await history.entries(of: ana).isEmpty)
            for entry in entries { try await history.forget(entryID: entry.id, for: account) }
            #expect(try await history.entries(of: account).isEmpty, "the moved list was trimmed, not only its reading")
        }
    }
}
