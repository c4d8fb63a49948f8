import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import MarqueeWeb

/// Builds the real router over chosen fakes and runs requests through HummingbirdTesting.
struct WebTestHarness {
    let history: InMemorySearchHistory
    let dependencies: WebDependencies

    init(catalog: StaticMovieCatalog = StaticMovieCatalog(Self.films), history: InMemorySearchHistory = InMemorySearchHistory(), remoteImages: (any RemoteImageSource)? = nil) {
        self.history = history
        dependencies = WebDependencies(
            search: SearchMovies(catalog: catalog, history: history),
            history: history,
            movieLookup: catalog,
            remoteImages: remoteImages
        )
    }

    static let films = StaticMovieCatalog.numbered(25, title: "Batman") + [
        Movie(id: 500, title: "Rocky", overview: "A boxer <b>trains</b> & fights.", releaseDate: ReleaseDate("1976-11-21"), posterPath: "/rocky.jpg"),
    ]

    /// Runs `body` against a live router.
    func run(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try await buildRouter(dependencies: dependencies))
        try await app.test(.router, body)
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
