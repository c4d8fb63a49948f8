import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// An IMDb id found through TMDB's `/find`, as an import of IMDb's files does when live. The
/// answer is the example TMDB's own API reference gives for the endpoint (`openapi-v3.json`).
@Suite struct TMDBFindTests {
    func catalog(_ server: StubServer) -> TMDBMovieCatalog {
        TMDBMovieCatalog(
            configuration: TMDBConfiguration(apiBaseURL: server.baseURL.appendingPathComponent("3"), credentials: .apiKey("k")),
            transport: AsyncHTTPClientTransport(client: .shared)
        )
    }

    @Test func anIMDbIdIsTheFilmTMDBFindsForItAndAnUnknownOneIsNone() async throws {
        let server = try await StubServer.start { request in
            switch request.path {
            case "/3/find/tt17663992": .fixture("tmdb/find-imdb-id-example.json")
            default: .fixture("tmdb/error-404-not-found.json", status: 404)
            }
        }
        let found = try await catalog(server).movie(imdbID: try #require(IMDbID("tt17663992")))
        #expect(found?.id == 934_433)
        #expect(found?.title == "Scream VI")
        #expect(found?.releaseDate == ReleaseDate("2023-03-08"))
        #expect(server.requests.first?.queryItems["external_source"] == "imdb_id")
        #expect(try await catalog(server).movie(imdbID: try #require(IMDbID("tt0000001"))) == nil)
        try await server.stop()
    }
}
