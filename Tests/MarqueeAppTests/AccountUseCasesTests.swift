import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeWeb
import Synchronization
import Testing

/// The account use cases over SQLite and bcrypt, with a clock the test moves.
@Suite struct AccountUseCasesTests {
    final class TestNow: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { date.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    /// Counts the hashes checked, to see that an unknown email costs the same work.
    final class CountingHasher: PasswordHashing {
        let bcrypt: BcryptPasswordHasher
        let checks = Mutex<[String?]>([])
        init() throws { bcrypt = try BcryptPasswordHasher(cost: BcryptPasswordHasher.minimumCost) }
        func hash(_ password: String) async throws -> String { try await bcrypt.hash(password) }
        func verify(_ password: String, against hash: String?) async throws -> Bool {
            checks.withLock { $0.append(hash) }
            return try await bcrypt.verify(password, against: hash)
        }
    }

    let clock = TestNow()
    let hasher: CountingHasher
    let accounts: AccountUseCases
    let yourFilms: SQLiteYourFilmsStore
    let arrival = BrowserArrival(visitor: OwnerID("visitor:1"), previousToken: nil, clientAddress: "10.0.0.1")
    let form = SignUpForm(email: "ana@example.com", password: "marquee-films!", mobile: "012-345 6789", gender: "female")

    init() throws {
        let database = try AppDatabase.inMemory()
        hasher = try CountingHasher()
        yourFilms = SQLiteYourFilmsStore(database: database)
        accounts = AccountUseCases(
            accounts: SQLiteAccountStore(database: database), sessions: SQLiteSessionStore(database: database),
            tokens: SHA256SessionTokens(), hasher: hasher, throttle: SQLiteThrottleStore(database: database),
            passwordPolicy: PasswordPolicy(commonPasswords: []), favorites: SQLiteFavoritesStore(database: database),
            history: SQLiteSearchHistory(database: database), yourFilms: yourFilms,
            sessionPolicy: SessionPolicy(idleTimeout: .seconds(600), absoluteLifetime: .seconds(3600), touchInterval: .seconds(60)),
            now: { [clock] in clock.now }
        )
    }

    /// What a browser logged and listed before it had an account is the account's once it signs
    /// up, and a second browser's joins it at log-in; the browsers are left with none.
    @Test func aVisitorsDiaryAndWatchlistMoveIntoTheAccountAtSignUpAndLogIn() async throws {
        let heat = TrackedFilm(movie: Movie(id: 949, title: "Heat"), runtime: 170)
        let other = OwnerID("visitor:2")
        _ = try await yourFilms.log(ViewingEntry(id: ViewingID("first-browser")!, film: heat, watchedOn: WatchDate("2025-03-12")!),
                                    at: clock.now, for: arrival.visitor!, changedAt: ChangeTime(clock.now))
        _ = try await yourFilms.addToWatchlist(TrackedFilm(movie: Movie(id: 348, title: "Alien")), at: clock.now, for: other, changedAt: ChangeTime(clock.now))
        let account = try await accounts.signUp(form, arrival: arrival).get().account
        _ = try await accounts.logIn(LogInForm(email: "ana@example.com", password: "marquee-films!"),
                                     arrival: BrowserArrival(visitor: other, previousToken: nil, clientAddress: "10.0.0.2")).get()
        #expect(try await yourFilms.diary(of: account.owner, after: nil, limit: 50).map(\.id.rawValue) == ["first-browser"])
        #expect(try await yourFilms.watchlist(of: account.owner).map(\.film.movie.id) == [348])
        #expect(try await yourFilms.diary(of: arrival.visitor!, after: nil, limit: 50).isEmpty)
        #expect(try await yourFilms.watchlist(of: other).isEmpty)
    }

    @Test func aLockedAccountLogsInOnceTheDelayHasPassed() async throws {
        _ = try await accounts.signUp(form, arrival: arrival).get()
        for _ in 1...5 {
            #expect(try await accounts.logIn(LogInForm(email: "ana@example.com", password: "wrong-pass!"), arrival: arrival) == .failure(.incorrect))
        }
        let right = LogInForm(email: "ana@example.com", password: "marquee-films!")
        #expect(try await accounts.logIn(right, arrival: arrival) == .failure(.tooManyAttempts(retryAfter: .seconds(60))))
        clock.advance(30)
        #expect(try await accounts.logIn(right, arrival: arrival) == .failure(.tooManyAttempts(retryAfter: .seconds(30))))
        clock.advance(31)
        #expect(try await accounts.logIn(right, arrival: arrival).get().account.email.value == "ana@example.com")
    }

    @Test func anUnknownEmailCostsTheSameBcryptWorkAsAWrongPassword() async throws {
        _ = try await accounts.signUp(form, arrival: arrival).get()
        let unknown = try await accounts.logIn(LogInForm(email: "nobody@example.com", password: "marquee-films!"), arrival: arrival)
        let wrong = try await accounts.logIn(LogInForm(email: "ana@example.com", password: "wrong-pass!"), arrival: arrival)
        #expect(unknown == .failure(.incorrect) && wrong == .failure(.incorrect))
        let checks = hasher.checks.withLock { $0 }
        #expect(checks.count == 2, "both checked a hash")
        #expect(checks[0] == nil && checks[1]?.hasPrefix("$2b$10$") == true)
    }

    @Test func aPasswordLongerThanBcryptReadsNeverMatches() async throws {
        let long = String(repeating: "a", count: 71) + "!"
        _ = try await accounts.signUp(SignUpForm(email: "ana@example.com", password: long, mobile: "012-345 6789", gender: "male"), arrival: arrival).get()
        #expect(try await accounts.logIn(LogInForm(email: "ana@example.com", password: long + "tail"), arrival: arrival) == .failure(.incorrect))
    }

    @Test func sessionsEndWhenIdleOrOldAndWithLogOut() async throws {
        let first = try await accounts.signUp(form, arrival: arrival).get()
        clock.advance(500)
        #expect(try await accounts.sessions.account(forToken: first.token) == first.account, "used within the idle timeout")
        clock.advance(601)
        #expect(try await accounts.sessions.account(forToken: first.token) == nil, "idle too long")

        let second = try await accounts.logIn(LogInForm(email: "ana@example.com", password: "marquee-films!"), arrival: arrival).get()
        for _ in 1...7 {
            clock.advance(500)
            #expect(try await accounts.sessions.account(forToken: second.token) != nil, "used every 500 s")
        }
        clock.advance(200)
        #expect(try await accounts.sessions.account(forToken: second.token) == nil, "older than an hour, however used")

        let third = try await accounts.logIn(LogInForm(email: "ana@example.com", password: "marquee-films!"), arrival: arrival).get()
        try await accounts.sessions.logOut(token: third.token)
        #expect(try await accounts.sessions.account(forToken: third.token) == nil)
        #expect(try await accounts.sessions.account(forToken: "not a token") == nil)
    }

    @Test func logInEndsTheSessionTheBrowserHeld() async throws {
        let first = try await accounts.signUp(form, arrival: arrival).get()
        var again = arrival
        again.previousToken = first.token
        let second = try await accounts.logIn(LogInForm(email: "ana@example.com", password: "marquee-films!"), arrival: again).get()
        #expect(second.token != first.token)
        #expect(try await accounts.sessions.account(forToken: first.token) == nil)
        #expect(try await accounts.sessions.account(forToken: second.token) != nil)
    }

    @Test func oneAddressMakesAtMostFiveAccountsAnHour() async throws {
        for index in 1...5 {
            var form = form
            form.email = "person\(index)@example.com"
            _ = try await accounts.signUp(form, arrival: arrival).get()
        }
        var sixth = form
        sixth.email = "person6@example.com"
        let refused = try await accounts.signUp(sixth, arrival: arrival)
        #expect(refused == .failure(.tooManySignUps(retryAfter: .seconds(3600))))
        #expect((try? refused.get()) == nil)
        var elsewhere = arrival
        elsewhere.clientAddress = "10.0.0.2"
        #expect(try await accounts.signUp(sixth, arrival: elsewhere).get().account.email.value == "person6@example.com")
    }
}
