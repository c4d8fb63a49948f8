import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing
@testable import MarqueeWeb

/// One route table makes every address; the router answers every one of them.
@Suite struct RouteTests {
    @Test func addressesForPlainHeaders() {
        #expect(Route.search(query: "bat begin", page: 2).url == "/search?q=bat+begin&page=2")
        #expect(Route.search(query: "c++ & you").url == "/search?q=c%2B%2B+%26+you")
        #expect(Route.search().url == "/search")
        #expect(Route.discover().url == "/")
        #expect(Route.discover(tab: .users).url == "/?tab=users")
        #expect(Route.favorites(removed: .init(movieID: 155, favoritedAt: 200)).url == "/favorites?removed=155&at=200")
    }

    @Test(arguments: [
        ("/?tab=users", Route.discover(tab: .users)), ("/search?q=bat+begin&page=2", .search(query: "bat begin", page: 2)),
        ("/search?q=c%2B%2B", .search(query: "c++")), ("/favorites?removed=1&at=2", .favorites()), ("/movies/155", .movie(id: 155)),
    ])
    func aLocalAddressReadsBackAsItsScreen(path: String, route: Route) {
        #expect(Route(returnPath: path) == route)
    }

    @Test(arguments: ["//evil.example/x", "https://evil.example", "/\t/evil.example", "/\\evil.example", "/ /evil.example", "/nowhere", "/movies/-1", ""])
    func anythingElseIsNoPlaceToReturnTo(path: String) {
        #expect(Route(returnPath: path) == nil)
    }

    @Test func everyRouteOfTheTableIsAnswered() async throws {
        let harness = WebTestHarness()
        let router = try buildRouter(dependencies: harness.dependencies)
        let app = Application(router: router)
        let gets: [Route] = [
            .discover(), .discover(tab: .critics), .popularGrid(page: 2), .search(), .search(query: "batman", page: 2),
            .searchResults(query: "batman", page: 2), .history, .favorites(), .favoriteIDs, .movie(id: 500),
            .image(.w185, .generatedPoster(movieID: 500)), .image(.w780, .generatedBackdrop(movieID: 500)), .healthz,
        ]
        try await app.test(.router) { client in
            for route in gets {
                try await client.execute(uri: route.url, method: .get) { response in
                    #expect(response.status == .ok, "GET \(route.url)")
                }
            }
            let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            for asset in ["css", "js"] {
                let match = try #require(page.firstMatch(of: try Regex("/assets/[a-z]+\\.[0-9a-f]{16}\\.\(asset)")))
                let path = String(page[match.range])
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "GET \(path)")
                }
            }
        }
        // The POSTs are answered in their own suites; assets above.
        #expect(Set(gets.map(\.pattern)).union([.forgetSearch, .clearHistory, .setFavorite, .asset]) == Set(Route.Pattern.allCases))
    }
}
