import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// Discover lists and details from the stub TMDB.
@Suite struct TMDBDiscoverTests {
    func catalog(_ server: StubServer) -> TMDBMovieCatalog {
        TMDBMovieCatalog(
            configuration: TMDBConfiguration(apiBaseURL: server.baseURL.appendingPathComponent("3"), credentials: .apiKey("k")),
            transport: AsyncHTTPClientTransport(client: .shared)
        )
    }

    func server() async throws -> StubServer {
        try await StubServer.start { request in
            switch request.path {
            case "/3/movie/popular": .fixture("tmdb/movie-popular-page1.json")
            case "/3/movie/top_rated": .fixture("tmdb/movie-top-rated-page1.json")
            case "/3/movie/550": .fixture("tmdb/movie-550-details.json")
            case "/3/movie/1": .fixture("tmdb/error-404-not-found.json", status: 404)
            default: nil
            }
        }
    }

    @Test func popularComesFromMoviePopular() async throws {
        let server = try await server()
        let page = try await catalog(server).popular(page: 2)
        #expect(page.movies.count == 20)
        #expect(server.requests.first?.queryItems["page"] == "2")
        try await server.stop()
    }

    @Test func topRatedByUsersIsTheFirst15OfTopRated() async throws {
        let server = try await server()
        let movies = try await catalog(server).topRatedByUsers(limit: 15)
        #expect(movies.count == 15)
        #expect(movies.first?.title == "The Shawshank Redemption")
        try await server.stop()
    }

    @Test func detailsDecodeFromMovie550() async throws {
        let server = try await server()
        let movie = try #require(try await catalog(server).movie(id: 550))
        #expect(movie.title == "Fight Club")
        #expect(movie.backdropPath != nil)
        #expect(!movie.genreIDs.isEmpty)
        try await server.stop()
    }

    @Test func unknownFilmIsNil() async throws {
        let server = try await server()
        #expect(try await catalog(server).movie(id: 1) == nil)
        try await server.stop()
    }
}
