import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Accounts, sessions, throttling and what moves into an account at log in.
@Suite struct AccountStoresContractTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func newAccount(_ email: String = "ana@example.com") -> NewAccount {
        NewAccount(email: EmailAddress(email)!, passwordHash: "$2b$10$hash", firstName: "Ana", lastName: "Lee",
                   mobile: MalaysianMobileNumber("012-345 6789")!, gender: .female, createdAt: now)
    }

    @Test(arguments: StoreKind.allCases) func anAccountReadsBackWithItsHash(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let store = stores.accounts
            let created = try await store.create(newAccount())
            let stored = try #require(try await store.credentials(for: EmailAddress("ANA@example.com ")!))
            #expect(stored.account == created)
            #expect(stored.account.createdAt == now)
            #expect(stored.passwordHash == "$2b$10$hash")
            #expect(stored.account.mobile.e164 == "+60123456789")
            #expect(try await store.passwordHash(of: created.id) == "$2b$10$hash")
            #expect(try await store.credentials(for: EmailAddress("ben@example.com")!) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func aSecondAccountWithTheSameEmailIsRefused(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            _ = try await stores.accounts.create(newAccount())
            await #expect(throws: AccountStoreError.emailTaken) { try await stores.accounts.create(newAccount(" ANA@Example.com")) }
            #expect(try await stores.accounts.allAccounts().count == 1)
        }
    }

    @Test(arguments: StoreKind.allCases) func mobileNumberChangesAndAccountsListOldestFirst(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = try await stores.accounts.create(newAccount())
            _ = try await stores.accounts.create(newAccount("ben@example.com"))
            try await stores.accounts.updateMobile(MalaysianMobileNumber("011-2345 6789")!, of: account.id)
            #expect(try await stores.accounts.credentials(for: account.email)?.account.mobile.formatted == "011-2345 6789")
            #expect(try await stores.accounts.allAccounts().map(\.email.value) == ["ana@example.com", "ben@example.com"])
        }
    }

    @Test(arguments: StoreKind.allCases) func anAccountRemembersTheLanguageChosenAndItsSessionsReadIt(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let ana = try await stores.accounts.create(newAccount())
            _ = try await stores.accounts.create(newAccount("ben@example.com"))
            #expect(ana.language == nil, "none chosen at sign-up: the browser's language is used")
            try await stores.accounts.updateLanguage(.malay, of: ana.id)
            #expect(try await stores.accounts.credentials(for: ana.email)?.account.language == .malay)
            try await stores.sessions.start(digest: "ana-session", for: ana.id, at: now)
            #expect(try await stores.sessions.account(forDigest: "ana-session", at: now, policy: SessionPolicy())?.language == .malay)
            try await stores.accounts.updateLanguage(.english, of: ana.id)
            #expect(try await stores.accounts.allAccounts().map(\.language) == [.english, nil], "only Ana's changed")
        }
    }

    @Test(arguments: StoreKind.allCases) func deletingAnAccountDeletesWhatItOwnsAndNothingElse(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let ana = try await stores.accounts.create(newAccount())
            let ben = try await stores.accounts.create(newAccount("ben@example.com"))
            for account in [ana, ben] {
                try await stores.sessions.start(digest: "session-\(account.id)", for: account.id, at: now)
                try await stores.favorites.add(Movie(id: 155, title: "The Dark Knight"), at: now, for: account.owner)
                try await stores.history.remember(SearchQuery("batman"), for: account.owner)
                try await stores.galleryHistory.remember("owl", at: now, for: account.owner)
            }
            #expect(try await stores.accounts.delete(ana.id))
            #expect(try await stores.accounts.credentials(for: ana.email) == nil)
            #expect(try await stores.sessions.account(forDigest: "session-\(ana.id)", at: now, policy: SessionPolicy()) == nil)
            #expect(try await stores.favorites.favorites(of: ana.owner).isEmpty)
            #expect(try await stores.history.recentQueries(of: ana.owner).isEmpty)
            #expect(try await stores.galleryHistory.entries(of: ana.owner).isEmpty)
            #expect(try await stores.sessions.account(forDigest: "session-\(ben.id)", at: now, policy: SessionPolicy()) == ben)
            #expect(try await stores.favorites.favorites(of: ben.owner).count == 1)
            #expect(try await stores.history.recentQueries(of: ben.owner) == ["batman"])
            #expect(try await stores.galleryHistory.entries(of: ben.owner).count == 1)
            #expect(try await stores.accounts.delete(ana.id) == false)
        }
    }

    @Test(arguments: StoreKind.allCases) func sessionsEndWhenIdleTooLongOrTooOldOrEnded(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let account = try await stores.accounts.create(newAccount())
            let sessions = stores.sessions
            let policy = SessionPolicy(idleTimeout: .seconds(100), absoluteLifetime: .seconds(250), touchInterval: .seconds(10))
            try await sessions.start(digest: "d", for: account.id, at: now)
            // Used every 90 s, it stays alive past its idle timeout...
            for seconds in [90.0, 180] {
                #expect(try await sessions.account(forDigest: "d", at: now.addingTimeInterval(seconds), policy: policy) == account)
            }
            // ...but not past its absolute lifetime.
            #expect(try await sessions.account(forDigest: "d", at: now.addingTimeInterval(260), policy: policy) == nil)

            try await sessions.start(digest: "idle", for: account.id, at: now)
            #expect(try await sessions.account(forDigest: "idle", at: now.addingTimeInterval(101), policy: policy) == nil)

            try await sessions.start(digest: "ended", for: account.id, at: now)
            try await sessions.end(digest: "ended")
            #expect(try await sessions.account(forDigest: "ended", at: now, policy: policy) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func throttleCountsAttemptsLocksAfterTheFreeOnesAndClears(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let throttle = stores.throttle
            let key = ThrottleKey.account(EmailAddress("ana@example.com")!)
            let other = ThrottleKey.clientAddress("10.0.0.1")
            for attempt in 0..<5 {
                #expect(try await throttle.reserve([(key, .accountLogIns), (other, .addressLogIns)], at: now.addingTimeInterval(Double(attempt))) == nil)
            }
            // The fifth attempt locked the account for a minute; the address has 15 more.
            #expect(try await throttle.reserve([(other, .addressLogIns), (key, .accountLogIns)], at: now.addingTimeInterval(34)) == .seconds(30))
            #expect(try await throttle.reserve([(other, .addressLogIns)], at: now.addingTimeInterval(34)) == nil)
            #expect(try await throttle.reserve([(key, .accountLogIns)], at: now.addingTimeInterval(65)) == nil, "the delay has passed")
            #expect(try await throttle.reserve([(key, .accountLogIns)], at: now.addingTimeInterval(66)) == .seconds(119), "the next wait is twice as long")
            try await throttle.clear(key)
            #expect(try await throttle.reserve([(key, .accountLogIns)], at: now.addingTimeInterval(70)) == nil, "cleared: the count starts again")
        }
    }

    @Test(arguments: StoreKind.allCases) func attemptsSentAllAtOnceCannotAllSlipThrough(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let throttle = stores.throttle
            let key = ThrottleKey.account(EmailAddress("ana@example.com")!)
            let now = now
            let allowed = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<50 { group.addTask { try await throttle.reserve([(key, .accountLogIns)], at: now) == nil } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(allowed == 5)
        }
    }

    @Test(arguments: StoreKind.allCases) func aRefundedAttemptUnlocksWhatItLocked(kind: StoreKind) async throws {
        try await kind.withStores(embeddedCatalog: false) { (stores: MarqueeStores) async throws in
            let key = ThrottleKey.signUps(clientAddress: "10.0.0.1")
            for _ in 0..<5 { _ = try await stores.throttle.reserve([(key, .signUps)], at: now) }
            #expect(try await stores.throttle.reserve([(key, .signUps)], at: now) == .seconds(3600))
            try await stores.throttle.refund(key, rule: .signUps)
            #expect(try await stores.throttle.reserve([(key, .signUps)], at: now) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func aVisitorsFavoritesAndHistoryMoveIntoTheAccount(kind: StoreKind) async throws {
        let clock = TestClock(now.addingTimeInterval(-1_000))
        try await kind.withStores(embeddedCatalog: false, now: { clock.now }) { (stores: MarqueeStores) async throws in
            let favorites = stores.favorites, history = stores.history
            let visitor = OwnerID("visitor:1"), account = OwnerID("account:1")
            try await favorites.add(Movie(id: 1, title: "Both"), at: now.addingTimeInterval(-100), for: visitor)
            try await favorites.add(Movie(id: 1, title: "Both"), at: now, for: account)
            try await favorites.add(Movie(id: 2, title: "Visitor's"), at: now, for: visitor)
            try await favorites.add(Movie(id: 3, title: "Account's"), at: now.addingTimeInterval(-50), for: account)
            try await favorites.moveAll(from: visitor, to: account)
            let merged = try await favorites.favorites(of: account)
            #expect(Set(merged.map(\.movie.id)) == [1, 2, 3])
            #expect(merged.first { $0.movie.id == 1 }?.favoritedAt == now.addingTimeInterval(-100), "the earlier date is kept")
            #expect(try await favorites.favorites(of: visitor).isEmpty)

            // History: the account's older searches, then the visitor's newer ones; 10 kept.
            for index in 1...8 { try await history.remember(SearchQuery("account \(index)"), for: account) }
            try await history.remember(SearchQuery("Rocky"), for: account)
            clock.set(now)
            for index in 1...3 { try await history.remember(SearchQuery("visitor \(index)"), for: visitor) }
            try await history.remember(SearchQuery("rocky"), for: visitor)
            try await history.moveAll(from: visitor, to: account)
            let queries = try await history.recentQueries(of: account)
            #expect(queries.count == 10)
            #expect(Array(queries.prefix(4)) == ["rocky", "visitor 3", "visitor 2", "visitor 1"])
            #expect(!queries.contains("Rocky"), "one entry per query, with its newer spelling")
            #expect(queries.suffix(6) == (3...8).reversed().map { "account \($0)" })
            #expect(try await history.recentQueries(of: visitor).isEmpty)
        }
    }
}
