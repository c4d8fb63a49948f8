import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// A person's changes of a heart are applied in the order they were made, whatever order they
/// reach the store in, the same on every store.
@Suite struct FavoriteOrderContractTests {
    let ana = OwnerID("visitor:ana")
    let rocky = Movie(id: 1366, title: "Rocky")
    let kept = Date(timeIntervalSince1970: 1_700_000_000)

    func at(_ milliseconds: Int64) -> ChangeTime {
        ChangeTime(Date(timeIntervalSince1970: 1_800_000_000 + Double(milliseconds) / 1_000))
    }

    @Test(arguments: StoreKind.allCases) func anUnheartArrivingAfterItsUndoChangesNothing(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            #expect(try await stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(0)))
            // Undo (made at 700) reaches the store before the un-heart (made at 100).
            #expect(try await stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(700)))
            #expect(try await !stores.favorites.remove(movieID: rocky.id, for: ana, changedAt: at(100)))
            #expect(try await stores.favorites.favorites(of: ana).map(\.favoritedAt) == [kept])
        }
    }

    @Test(arguments: StoreKind.allCases) func aHeartArrivingAfterALaterUnheartChangesNothing(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            #expect(try await stores.favorites.remove(movieID: rocky.id, for: ana, changedAt: at(500)))
            #expect(try await !stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(400)))
            #expect(try await stores.favorites.favorites(of: ana).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func aRetriedChangeIsAppliedOnceAndAgainHarmlessly(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            #expect(try await stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(10)))
            #expect(try await stores.favorites.add(rocky, at: kept.addingTimeInterval(60), for: ana, changedAt: at(10)))
            #expect(try await stores.favorites.favorites(of: ana).map(\.favoritedAt) == [kept])
        }
    }

    @Test(arguments: StoreKind.allCases) func eachOwnerAndFilmHasItsOwnOrder(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let ben = OwnerID("visitor:ben")
            let alien = Movie(id: 348, title: "Alien")
            #expect(try await stores.favorites.remove(movieID: rocky.id, for: ana, changedAt: at(900)))
            #expect(try await stores.favorites.add(rocky, at: kept, for: ben, changedAt: at(100)))
            #expect(try await stores.favorites.add(alien, at: kept, for: ana, changedAt: at(100)))
            #expect(try await stores.favorites.favorites(of: ana).map(\.movie.id) == [348])
            #expect(try await stores.favorites.favorites(of: ben).map(\.movie.id) == [1366])
        }
    }

    /// Logging in gives the account the browser's times too: an un-heart the browser sent later
    /// than the account's heart wins, and an older change sent afterwards to the account is ignored.
    @Test(arguments: StoreKind.allCases) func movingToAnAccountKeepsTheLaterOfBothTimes(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = OwnerID("account:7")
            #expect(try await stores.favorites.add(rocky, at: kept, for: account, changedAt: at(100)))
            #expect(try await stores.favorites.remove(movieID: rocky.id, for: ana, changedAt: at(800)))
            try await stores.favorites.moveAll(from: ana, to: account)
            #expect(try await !stores.favorites.add(rocky, at: kept, for: account, changedAt: at(500)))
            #expect(try await stores.favorites.add(rocky, at: kept, for: account, changedAt: at(900)))
            // The browser starts afresh: its old times went with its favorites.
            #expect(try await stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(1)))
        }
    }

    @Test(arguments: StoreKind.allCases) func aForgottenBrowsersTimesGoWithIt(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            #expect(try await stores.favorites.remove(movieID: rocky.id, for: ana, changedAt: at(900)))
            try await stores.housekeeping.visitorSeen(ana, at: now.addingTimeInterval(-100 * 86_400))
            _ = try await stores.housekeeping.sweep(RetentionRules(visitorIdle: .seconds(90 * 86_400)), at: now)
            #expect(try await stores.favorites.add(rocky, at: kept, for: ana, changedAt: at(1)))
        }
    }
}
