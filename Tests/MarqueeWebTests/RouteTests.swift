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
        #expect(Route.logIn(returnTo: .search(query: "a b")).url == "/login?return_to=%2Fsearch%3Fq%3Da%2Bb")
        #expect(Route.logIn(returnTo: .account(), notice: .loggedOut).url == "/login?return_to=%2Faccount&notice=logged-out")
        #expect(Route.logIn(notice: .accountDeleted).url == "/login?notice=account-deleted")
        #expect(Route.account(notice: .mobileChanged).url == "/account?notice=mobile-changed")
    }

    @Test(arguments: [
        ("/?tab=users", Route.discover(tab: .users)), ("/search?q=bat+begin&page=2", .search(query: "bat begin", page: 2)),
        ("/search?q=c%2B%2B", .search(query: "c++")), ("/favorites?removed=1&at=2", .favorites()), ("/movies/155", .movie(id: 155)),
        ("/account?notice=mobile-changed", .account()), ("/account/mobile", .editMobile), ("/account/delete", .deleteAccount),
        ("/people/525", .person(id: 525)), ("/movies/155?from=%2Fgenres%2F18", .movie(id: 155, from: .genre(id: 18))),
        ("/movies/155?from=%2Fmovies%2F13", .movie(id: 155)), ("/genres/18?page=2", .genre(id: 18, page: 2)), ("/genres/878", .genre(id: 878)),
        ("/you", .diary()), ("/you/watchlist?sort=runtime&genre=18", .watchlist(sort: .runtime, genre: 18)), ("/you/ratings", .ratings),
        ("/you/2025", .year(2025)), ("/you/watchlist?genre=1", .watchlist()), ("/you/import", .importFile), ("/you/unmatched", .unmatchedFilms), ("/you/lists", .lists),
    ])
    func aLocalAddressReadsBackAsItsScreen(path: String, route: Route) {
        #expect(Route(returnPath: path) == route)
    }

    @Test(arguments: ["//evil.example/x", "https://evil.example", "/\t/evil.example", "/\\evil.example", "/ /evil.example", "/nowhere", "/movies/-1", "", "/people/0", "/genres/1", "/genres/x", "/you/1869", "/you/10000", "/you/x"])
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
            .person(id: 16_483), .genre(id: 18), .genre(id: 18, page: 2), .genreGrid(id: 18, page: 2),
            .image(.w185, .generatedPoster(movieID: 500)), .image(.w780, .generatedBackdrop(movieID: 500)), .healthz, .manifest, .serviceWorker, .offline,
            .signUp(), .logIn(returnTo: .favorites()),
            .gallery(), .gallery(query: "batman"), .galleryResults(query: "batman", page: 2), .galleryPhoto(id: "poster-1", query: "batman", page: 1),
            .diary(), .watchlist(), .watchlist(sort: .runtime, genre: 18), .ratings, .year(2026), .importFile, .unmatchedFilms, .exportFilms, .lists, .addToList(movieID: 500),
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
        // Screens that need an account send a logged-out browser to Log in, and back after.
        let needAccount: [Route] = [.account(), .editMobile, .deleteAccount]
        try await app.test(.router) { client in
            for route in needAccount {
                try await client.execute(uri: route.url, method: .get) { response in
                    #expect(response.status == .seeOther, "GET \(route.url)")
                    #expect(response.headers[.location] == Route.logIn(returnTo: route).url)
                }
            }
        }
        // The POSTs are answered in their own suites (the region's in FilmPagesJourneyTests, your
        // films' in YourFilmsRoutesTests, imports' and an import's own pages in ImportRoutesTests,
        // the language's in AccountLanguageJourneyTests and test_languages.py); assets above; photos in
        // GalleryRoutesTests.
        let covered = Set((gets + needAccount).map(\.pattern)).union([
            .forgetSearch, .clearHistory, .setFavorite, .asset, .logOut, .forgetGallerySearch, .clearGalleryHistory, .photoImage, .setRegion,
            .setLanguage,
            .setWatchlist, .logViewing, .deleteViewing, .importJob, .unmatchedFilm, .filmList, .sharedList,
        ])
        #expect(covered == Set(Route.Pattern.allCases))
    }
}
