import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// A film's page, a person's page and a genre's list each cost one TMDB request, against a
/// stub TMDB on 127.0.0.1 answering with the captures.
@Suite struct TMDBFilmPageRequestTests {
    func catalog(_ server: StubServer, format: TMDBResponseFormat = .json) -> TMDBMovieCatalog {
        TMDBMovieCatalog(
            configuration: TMDBConfiguration(apiBaseURL: server.baseURL.appendingPathComponent("3"), credentials: .apiKey("k"), responseFormat: format),
            transport: AsyncHTTPClientTransport(client: .shared, timeout: .seconds(60)),
            retrier: Retrier(policy: .standard, clock: RecordingClock(), randomFraction: { 1 })
        )
    }

    @Test(arguments: [TMDBResponseFormat.json, .xml]) func aFilmPageIsOneRequestWithEveryAppend(format: TMDBResponseFormat) async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/handmade-movie-550-append-all.\(format.rawValue)")])
        let film = try await catalog(server, format: format).profile(ofMovie: 550)
        try await server.stop()
        #expect(film?.directors.map(\.name) == ["David Fincher"])
        #expect(server.requests.count == 1)
        let request = try #require(server.requests.first)
        #expect(request.path == "/3/movie/550")
        #expect(request.queryItems["append_to_response"] == "credits,videos,recommendations,similar,watch/providers,release_dates")
    }

    @Test func aPersonPageIsOneRequestWithTheirFilms() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/handmade-person-31-append-movie-credits.json")])
        let hanks = try await catalog(server).person(id: 31)
        try await server.stop()
        #expect(hanks?.name == "Tom Hanks")
        #expect(server.requests.map(\.path) == ["/3/person/31"])
        #expect(server.requests.first?.queryItems["append_to_response"] == "movie_credits")
    }

    @Test func anUnknownFilmOrPersonIsNil() async throws {
        let server = try await StubServer.sequence([], then: .fixture("tmdb/error-404-not-found.json", status: 404))
        let film = try await catalog(server).profile(ofMovie: 999_999_999)
        let person = try await catalog(server).person(id: 999_999_999)
        try await server.stop()
        #expect(film == nil)
        #expect(person == nil)
    }

    @Test func aGenreIsDiscoveredMostPopularFirst() async throws {
        let server = try await StubServer.sequence([.fixture("tmdb/discover-movie-page1.json")])
        let page = try await catalog(server).movies(in: Genre(id: 878)!, page: 2)
        try await server.stop()
        #expect(page.movies.count == 20)
        #expect(page.totalPages == SearchMovies.lastPage)
        let request = try #require(server.requests.first)
        #expect(request.path == "/3/discover/movie")
        #expect(request.queryItems["with_genres"] == "878")
        #expect(request.queryItems["sort_by"] == "popularity.desc")
        #expect(request.queryItems["include_adult"] == "false")
        #expect(request.queryItems["page"] == "2")
    }

    @Test func aFailingTMDBIsRetriedThenReported() async throws {
        let server = try await StubServer.sequence([], then: .status(500, headers: ["Content-Type": "application/json"], body: #"{"status_code":11}"#))
        await #expect(throws: CatalogError.self) { try await catalog(server).profile(ofMovie: 550) }
        try await server.stop()
        #expect(server.requests.count == 3)
    }
}
