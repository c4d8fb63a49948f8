import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// The TMDB catalog against a stub TMDB on 127.0.0.1, through the real AsyncHTTPClient
/// transport: requests, error mapping, retries and faults.
@Suite struct TMDBMovieCatalogTests {
    let clock = RecordingClock()

    func catalog(_ server: StubServer, credentials: TMDBCredentials = .apiKey("test-key"), timeout: Duration = .seconds(5)) -> TMDBMovieCatalog {
        TMDBMovieCatalog(
            configuration: TMDBConfiguration(apiBaseURL: server.baseURL.appendingPathComponent("3"), credentials: credentials),
            transport: AsyncHTTPClientTransport(client: .shared, timeout: timeout),
            retrier: Retrier(policy: .standard, clock: clock, randomFraction: { 1 })
        )
    }

    func search(_ server: StubServer, _ text: String = "batman", credentials: TMDBCredentials = .apiKey("test-key"), timeout: Duration = .seconds(5)) async throws -> MoviePage {
        // The stub stops before the answer or failure is passed on.
        let result: Result<MoviePage, any Error>
        do {
            result = .success(try await catalog(server, credentials: credentials, timeout: timeout).search(SearchQuery(text), page: 1))
        } catch {
            result = .failure(error)
        }
        try await server.stop()
        return try result.get()
    }

    @Test func searchSendsTheQueryPageLanguageAndApiKey() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/search-movie-disney-page1.json")])
        let page = try await search(server, "disney & co+")
        #expect(page.movies.count == 20)
        let request = try #require(server.requests.first)
        #expect(request.path == "/3/search/movie")
        #expect(request.queryItems == ["query": "disney & co+", "page": "1", "include_adult": "false", "language": "en-US", "api_key": "test-key"])
    }

    @Test func readAccessTokenIsSentAsBearer() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/search-movie-single-result.json")])
        _ = try await search(server, credentials: .readAccessToken("token-1"))
        let request = try #require(server.requests.first)
        #expect(request.headers["authorization"] == "Bearer token-1")
        #expect(request.queryItems["api_key"] == nil)
    }

    @Test func invalidKeyIsReportedWithoutRetrying() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/error-401-invalid-api-key.json", status: 401)])
        await #expect(throws: CatalogError.invalidCredentials) { try await search(server) }
        #expect(server.requests.count == 1)
    }

    @Test func suspendedKeyIsToldApart() async throws {
        let body = #"{"status_code":10,"status_message":"Your API key has been suspended.","success":false}"#
        let server = try await StubServer.sequence([.status(401, headers: ["Content-Type": "application/json"], body: body)])
        await #expect(throws: CatalogError.suspendedCredentials) { try await search(server) }
    }

    @Test func notFoundIsReported() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/error-404-not-found.json", status: 404)])
        await #expect(throws: CatalogError.notFound) { try await search(server) }
    }

    @Test func rateLimitWaitsForRetryAfterThenSucceeds() async throws {
        let server = try await StubServer.sequence([
            .status(429, headers: ["Retry-After": "2"]),
            .fixture("tmdb/search-movie-single-result.json"),
        ])
        let page = try await search(server)
        #expect(page.totalResults == 1)
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test func serverErrorsAreRetriedThreeTimesThenReported() async throws {
        let server = try await StubServer.sequence([.status(500), .status(502), .status(503)])
        await #expect(throws: CatalogError.serviceUnavailable(status: 503)) { try await search(server) }
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
    }

    @Test func aServerErrorThenSuccessShowsTheResults() async throws {
        let server = try await StubServer.sequence([.status(503), .fixture("tmdb/search-movie-single-result.json")])
        #expect(try await search(server).totalResults == 1)
    }

    @Test func slowAnswerTimesOut() async throws {
        let slow = StubReply.delayed(.seconds(60), .fixture("tmdb/search-movie-single-result.json"))
        let server = try await StubServer.sequence([slow, slow, slow])
        await #expect(throws: CatalogError.timedOut) { try await search(server, timeout: .milliseconds(200)) }
    }

    @Test func corruptBodyIsUndecodable() async throws {
        let server = try await StubServer.sequence([.malformedJSON])
        await #expect(throws: CatalogError.undecodableResponse) { try await search(server) }
    }

    @Test func resetConnectionIsReportedAsInterrupted() async throws {
        let server = try await StubServer.sequence([.reset, .reset, .reset])
        await #expect(throws: CatalogError.connectionInterrupted) { try await search(server) }
    }

    @Test func refusedConnectionMeansOffline() async throws {
        let server = try await StubServer.sequence([])
        try await server.stop()
        await #expect(throws: CatalogError.offline) {
            try await catalog(server).search(SearchQuery("batman"), page: 1)
        }
    }

    @Test func validationErrorCarriesTmdbsReason() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/error-422-query-missing.json", status: 422)])
        await #expect(throws: CatalogError.rejectedRequest(reason: "query must be provided")) { try await search(server) }
    }

    @Test func xmlFormatAsksForXMLAndDecodesIt() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/handmade-search-movie-disney-page1.xml")])
        let catalog = TMDBMovieCatalog(
            configuration: TMDBConfiguration(apiBaseURL: server.baseURL, credentials: .apiKey("k"), responseFormat: .xml),
            transport: AsyncHTTPClientTransport(client: .shared)
        )
        let page = try await catalog.search(SearchQuery("disney"), page: 1)
        #expect(page.totalResults == 423)
        #expect(server.requests.first?.headers["accept"] == "application/xml")
        try await server.stop()
    }
}
