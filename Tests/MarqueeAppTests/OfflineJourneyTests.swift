import Configuration
import Foundation
import Synchronization
import AsyncHTTPClient
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import MarqueeWeb
import Testing

/// Marquee against a stub TMDB that answers, goes silent or refuses connections, and comes back.
@Suite struct OfflineJourneyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-offline-\(UUID().uuidString)")

    static func route(_ request: StubRequest) -> StubReply? {
        switch request.path {
        case "/3/movie/popular": .fixture("tmdb/movie-popular-page1.json")
        case "/3/movie/top_rated": .fixture("tmdb/movie-top-rated-page1.json")
        case "/3/movie/550": .fixture("tmdb/movie-550-details.json")
        case "/3/search/movie": .fixture("tmdb/search-movie-disney-page1.json")
        default: nil
        }
    }

    /// The breaker every journey shares: short intervals, so that coming back is quick to see.
    let breaker = CircuitBreaker(policy: .init(initialInterval: 0.05, maximumInterval: 0.2))

    func services(port: Int, transport: (any HTTPTransport)? = nil, breaker: CircuitBreaker? = nil,
                  clock: any Clock<Duration> = ContinuousClock()) throws -> MarqueeServices {
        let environment = [
            "MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path,
            "TMDB_API_KEY": "k",
            "TMDB_API_BASE_URL": "http://127.0.0.1:\(port)/3",
        ]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        return try MarqueeServices(settings: settings, transport: transport, offline: (.milliseconds(500), breaker ?? self.breaker), clock: clock)
    }

    static let returningVisitor = "marquee_visitor=" + String(repeating: "5e", count: 32)

    func page(_ services: MarqueeServices, _ uri: String) async throws -> String {
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.cookie: Self.returningVisitor]) { String(buffer: $0.body) }
        }
    }

    @Test func refusedUpstreamShowsTheSavedPageThenFreshDataWhenItComesBack() async throws {
        var server = try await StubServer.start(Self.route)
        let port = server.port
        let services = try services(port: port)
        let fresh = try await page(services, "/")
        #expect(fresh.contains("movie-card"))
        #expect(!fresh.contains("offline-banner"))

        try await server.stop()
        let offline = try await page(services, "/")
        #expect(offline.contains(#"<p id="offline-banner" class="offline-banner" role="status">Offline: showing results saved at"#))
        #expect(offline.components(separatedBy: "movie-card\"").count == fresh.components(separatedBy: "movie-card\"").count)

        server = try await StubServer.start(port: port, Self.route)
        #expect(try await freshPageReturns(services, "/"))
        try await server.stop()
        await services.shutdown()
    }

    /// Issue 26: a search opened from a link, before the browser has any cookie, is kept; when
    /// TMDB then answers 500 or a body that does not parse, that search shows the saved results.
    @Test(arguments: [StubReply.status(500), .malformedJSON])
    func aFirstVisitWithoutACookieIsSavedForWhenTMDBFails(failure: StubReply) async throws {
        let failing = Mutex(false)
        let server = try await StubServer.start { request in
            failing.withLock { $0 } && request.path == "/3/search/movie" ? failure : Self.route(request)
        }
        let services = try services(port: server.port)
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/search?q=disney", method: .get) { String(buffer: $0.body) }
            #expect(first.contains("movie-row") && !first.contains("offline-banner"))
            failing.withLock { $0 = true }
            let later = try await client.execute(uri: "/search?q=disney", method: .get) { String(buffer: $0.body) }
            #expect(later.contains("Offline: showing results saved at"))
            #expect(later.components(separatedBy: "movie-row\"").count == first.components(separatedBy: "movie-row\"").count)
        }
        try await server.stop()
        await services.shutdown()
    }

    /// Whether, within a few seconds, the page comes fresh again (the breaker's probe found the
    /// upstream back).
    func freshPageReturns(_ services: MarqueeServices, _ uri: String) async throws -> Bool {
        for _ in 0..<200 {
            if try await !page(services, uri).contains("offline-banner") { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func theBudgetIsWaitedOutOnTheOneClockTheGraphWasGiven() async throws {
        let server = try await StubServer.start { _ in .delayed(.seconds(30), .status(200)) }
        let clock = RecordingClock()
        let services = try services(port: server.port, clock: clock)
        // The clock never sleeps: the silent TMDB is given up on at once, and the page says so.
        let html = try await page(services, "/search?q=heat")
        await services.shutdown()
        try await server.stop()
        #expect(html.contains("TMDB did not answer within a few seconds"))
        #expect(clock.sleeps.contains(.milliseconds(500)), "the offline budget was waited on the injected clock")
    }

    @Test func aSilentUpstreamCostsAtMostTheBudgetThenSavedPagesComeAtOnceUntilItIsBack() async throws {
        let silent = Mutex(false)
        let server = try await StubServer.start { request in
            silent.withLock { $0 } ? .delayed(.seconds(30), .status(200)) : Self.route(request)
        }
        // The live transport's own timeouts are far longer than the budget. The breaker stays
        // open for 5 s, longer than the five pages below take even on a busy machine (2 s was
        // not, once, with the whole suite running beside it on 2 cores).
        let breaker = CircuitBreaker(policy: .init(initialInterval: 5, maximumInterval: 5))
        let services = try services(port: server.port, breaker: breaker)
        _ = try await page(services, "/?tab=users")
        _ = try await page(services, "/movies/550")
        silent.withLock { $0 = true }
        #expect(try await page(services, "/?tab=users").contains("Offline: showing results saved at"))
        #expect(breaker.isOpen)
        // While the breaker is open, saved pages come without asking the silent upstream; only
        // the one probe in flight does (it, too, gives up after the budget).
        let asked = server.requests.count
        for _ in 0..<5 {
            #expect(try await page(services, "/movies/550").contains("Offline: showing results saved at"))
        }
        #expect(server.requests.count <= asked + 1)
        silent.withLock { $0 = false }
        #expect(try await freshPageReturns(services, "/?tab=users"))
        #expect(!breaker.isOpen)
        try await server.stop()
        await services.shutdown()
    }

    @Test func detailsAndSearchesAreSavedToo() async throws {
        let server = try await StubServer.start(Self.route)
        let services = try services(port: server.port)
        _ = try await page(services, "/movies/550")
        _ = try await page(services, "/search?q=disney")
        try await server.stop()
        #expect(try await page(services, "/movies/550").contains("Offline: showing results saved at"))
        #expect(try await page(services, "/search?q=disney").contains("Offline: showing results saved at"))
        await services.shutdown()
    }

    @Test func nothingSavedAndNoNetworkGivesAClearMessage() async throws {
        let server = try await StubServer.start(Self.route)
        try await server.stop()
        let services = try services(port: server.port)
        let html = try await page(services, "/?tab=users")
        #expect(html.contains("You're offline, and Marquee has no saved copy of this list yet."))
        await services.shutdown()
    }

    @Test func serviceErrorsAreShownAsSuchNotAsOffline() async throws {
        let server = try await StubServer.start { _ in .fixture("tmdb/error-401-invalid-api-key.json", status: 401) }
        let services = try services(port: server.port)
        let html = try await page(services, "/")
        #expect(html.contains("TMDB refused Marquee's API key"))
        #expect(!html.contains("offline-banner"))
        try await server.stop()
        await services.shutdown()
    }

    @Test func favoritesSurviveARestartAndTheUpstreamGoingAway() async throws {
        let server = try await StubServer.start(Self.route)
        let first = try services(port: server.port)
        try await first.useCases.setFavorite(movieID: 550, favorite: true, owner: .localUser)
        await first.shutdown()
        try await server.stop()
        let restarted = try services(port: server.port)
        #expect(try await restarted.favorites.favorites(of: .localUser).map(\.movie.title) == ["Fight Club"])
        await restarted.shutdown()
    }
}
