import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// What nobody will come back for is deleted, the same on every store; what is still anyone's
/// stays.
@Suite struct HousekeepingContractTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let film = Movie(id: 155, title: "The Dark Knight")

    func daysAgo(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }

    /// An owner with a favorite, a film search and an image search.
    func keepSomething(for owner: OwnerID, in stores: MarqueeStores) async throws {
        try await stores.favorites.add(film, at: daysAgo(200), for: owner)
        try await stores.history.remember(try SearchQuery("batman"), for: owner)
        try await stores.galleryHistory.remember("cats", at: daysAgo(200), for: owner)
    }

    @Test(arguments: StoreKind.allCases) func aBrowserGoneLongerThanTheRulesIsForgottenWithWhatItKept(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let gone = OwnerID("visitor:gone"), back = OwnerID("visitor:back"), member = OwnerID("account:7")
            for owner in [gone, back, member] { try await keepSomething(for: owner, in: stores) }
            try await stores.housekeeping.visitorSeen(gone, at: daysAgo(100))
            try await stores.housekeeping.visitorSeen(back, at: daysAgo(100))
            try await stores.housekeeping.visitorSeen(back, at: daysAgo(3))
            // An older visit written late does not make a browser look gone.
            try await stores.housekeeping.visitorSeen(back, at: daysAgo(150))

            let report = try await stores.housekeeping.sweep(RetentionRules(visitorIdle: .seconds(90 * 86_400)), at: now)
            #expect(report.visitors == 1)
            #expect(try await stores.favorites.favorites(of: gone).isEmpty)
            #expect(try await stores.history.recentQueries(of: gone).isEmpty)
            #expect(try await stores.galleryHistory.entries(of: gone).isEmpty)
            for owner in [back, member] {
                #expect(try await stores.favorites.favorites(of: owner).count == 1)
                #expect(try await stores.history.recentQueries(of: owner) == ["batman"])
                #expect(try await stores.galleryHistory.entries(of: owner).count == 1)
            }
            // Sweeping again finds nothing more.
            #expect(try await stores.housekeeping.sweep(RetentionRules(), at: now) == SweepReport())
        }
    }

    @Test(arguments: StoreKind.allCases) func endedSessionsOldCountsAndOldSavedAnswersAreSwept(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = try await stores.accounts.create(NewAccount(
                email: EmailAddress("ana@example.com")!, passwordHash: "$2b$10$hash", firstName: "Ana", lastName: "Lee",
                mobile: MalaysianMobileNumber("012-345 6789")!, gender: .female, createdAt: daysAgo(60)))
            try await stores.sessions.start(digest: "over", for: account.id, at: daysAgo(40))
            try await stores.sessions.start(digest: "idle", for: account.id, at: daysAgo(20))
            try await stores.sessions.start(digest: "live", for: account.id, at: daysAgo(1))
            _ = try await stores.throttle.reserve([(.clientAddress("10.0.0.1"), .addressLogIns)], at: daysAgo(2))
            _ = try await stores.throttle.reserve([(.clientAddress("10.0.0.2"), .addressLogIns)], at: now)
            // The fresh copy first: a store evicts, now and then, what is too old at its own date,
            // which would take the old copy before the sweep could count it.
            try await stores.responseCache.store(Data("{}".utf8), for: .popular(page: 2), at: now)
            try await stores.responseCache.store(Data("{}".utf8), for: .popular(page: 1), at: daysAgo(40))

            let report = try await stores.housekeeping.sweep(RetentionRules(), at: now)
            #expect(report == SweepReport(visitors: 0, sessions: 2, throttles: 1, savedAnswers: 1))
            #expect(try await stores.sessions.account(forDigest: "live", at: now, policy: SessionPolicy()) != nil)
            #expect(try await stores.responseCache.load(.popular(page: 2)) != nil)
            #expect(try await stores.responseCache.load(.popular(page: 1)) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func theHealthCheckWritesItsRow(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            try await stores.housekeeping.checkWritable(at: now)
            try await stores.housekeeping.checkWritable(at: now.addingTimeInterval(1))
        }
    }
}
