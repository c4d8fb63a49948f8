import Foundation
import MarqueeCore
import MarqueeStore
import Testing

/// Accounts, sessions and throttling, each on a database in memory and on one on disk.
@Suite struct AccountStoresTests {
    static let kinds = ["memory", "disk"]
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func database(_ kind: String) throws -> AppDatabase {
        guard kind == "disk" else { return try AppDatabase.inMemory() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-accounts-\(UUID().uuidString)/db.sqlite").path
        return try AppDatabase.openFile(at: path)
    }

    func newAccount(_ email: String = "ana@example.com") -> NewAccount {
        NewAccount(email: EmailAddress(email)!, passwordHash: "$2b$10$hash", firstName: "Ana", lastName: "Lee",
                   mobile: MalaysianMobileNumber("012-345 6789")!, gender: .female, createdAt: now)
    }

    @Test(arguments: kinds) func anAccountReadsBackWithItsHash(kind: String) async throws {
        let store = SQLiteAccountStore(database: try Self.database(kind))
        let created = try await store.create(newAccount())
        let stored = try #require(try await store.credentials(for: EmailAddress("ANA@example.com ")!))
        #expect(stored.account == created)
        #expect(stored.passwordHash == "$2b$10$hash")
        #expect(stored.account.mobile.e164 == "+60123456789")
        #expect(try await store.passwordHash(of: created.id) == "$2b$10$hash")
        #expect(try await store.credentials(for: EmailAddress("ben@example.com")!) == nil)
    }

    @Test(arguments: kinds) func aSecondAccountWithTheSameEmailIsRefused(kind: String) async throws {
        let store = SQLiteAccountStore(database: try Self.database(kind))
        _ = try await store.create(newAccount())
        await #expect(throws: AccountStoreError.emailTaken) { try await store.create(newAccount(" ANA@Example.com")) }
        #expect(try await store.allAccounts().count == 1)
    }

    @Test(arguments: kinds) func mobileNumberChanges(kind: String) async throws {
        let store = SQLiteAccountStore(database: try Self.database(kind))
        let account = try await store.create(newAccount())
        try await store.updateMobile(MalaysianMobileNumber("011-2345 6789")!, of: account.id)
        #expect(try await store.credentials(for: account.email)?.account.mobile.formatted == "011-2345 6789")
    }

    @Test(arguments: kinds) func deletingAnAccountDeletesWhatItOwnsAndNothingElse(kind: String) async throws {
        let database = try Self.database(kind)
        let store = SQLiteAccountStore(database: database)
        let sessions = SQLiteSessionStore(database: database)
        let favorites = SQLiteFavoritesStore(database: database)
        let history = SQLiteSearchHistory(database: database)
        let ana = try await store.create(newAccount())
        let ben = try await store.create(newAccount("ben@example.com"))
        for account in [ana, ben] {
            try await sessions.start(digest: "session-\(account.id)", for: account.id, at: now)
            try await favorites.add(Movie(id: 155, title: "The Dark Knight"), at: now, for: account.owner)
            try await history.remember(SearchQuery("batman"), for: account.owner)
        }
        #expect(try await store.delete(ana.id))
        #expect(try await store.credentials(for: ana.email) == nil)
        #expect(try await sessions.account(forDigest: "session-\(ana.id)", at: now, policy: SessionPolicy()) == nil)
        #expect(try await favorites.favorites(of: ana.owner).isEmpty)
        #expect(try await history.recentQueries(of: ana.owner).isEmpty)
        #expect(try await sessions.account(forDigest: "session-\(ben.id)", at: now, policy: SessionPolicy()) == ben)
        #expect(try await favorites.favorites(of: ben.owner).count == 1)
        #expect(try await history.recentQueries(of: ben.owner) == ["batman"])
        #expect(try await store.delete(ana.id) == false)
    }

    @Test(arguments: kinds) func sessionsEndWhenIdleTooLongOrTooOld(kind: String) async throws {
        let database = try Self.database(kind)
        let account = try await SQLiteAccountStore(database: database).create(newAccount())
        let sessions = SQLiteSessionStore(database: database)
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
    }

    @Test(arguments: kinds) func anEndedSessionOpensNothing(kind: String) async throws {
        let database = try Self.database(kind)
        let account = try await SQLiteAccountStore(database: database).create(newAccount())
        let sessions = SQLiteSessionStore(database: database)
        try await sessions.start(digest: "d", for: account.id, at: now)
        try await sessions.end(digest: "d")
        #expect(try await sessions.account(forDigest: "d", at: now, policy: SessionPolicy()) == nil)
    }

    @Test(arguments: kinds) func throttleCountsAttemptsLocksAfterTheFreeOnesAndClears(kind: String) async throws {
        let throttle = SQLiteThrottleStore(database: try Self.database(kind))
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

    @Test(arguments: kinds) func attemptsSentAllAtOnceCannotAllSlipThrough(kind: String) async throws {
        let throttle = SQLiteThrottleStore(database: try Self.database(kind))
        let key = ThrottleKey.account(EmailAddress("ana@example.com")!)
        let now = now
        let allowed = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 { group.addTask { try await throttle.reserve([(key, .accountLogIns)], at: now) == nil } }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(allowed == 5)
    }

    @Test(arguments: kinds) func aRefundedAttemptUnlocksWhatItLocked(kind: String) async throws {
        let throttle = SQLiteThrottleStore(database: try Self.database(kind))
        let key = ThrottleKey.signUps(clientAddress: "10.0.0.1")
        for _ in 0..<5 { _ = try await throttle.reserve([(key, .signUps)], at: now) }
        #expect(try await throttle.reserve([(key, .signUps)], at: now) == .seconds(3600))
        try await throttle.refund(key, rule: .signUps)
        #expect(try await throttle.reserve([(key, .signUps)], at: now) == nil)
    }

    @Test(arguments: kinds) func aVisitorsFavoritesAndHistoryMoveIntoTheAccount(kind: String) async throws {
        let database = try Self.database(kind)
        let favorites = SQLiteFavoritesStore(database: database)
        let history = SQLiteSearchHistory(database: database, now: { [now] in now })
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
        let older = SQLiteSearchHistory(database: database, now: { [now] in now.addingTimeInterval(-1_000) })
        for index in 1...8 { try await older.remember(SearchQuery("account \(index)"), for: account) }
        try await older.remember(SearchQuery("Rocky"), for: account)
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
