import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct DiscoverRoutesTests {
    let harness = WebTestHarness()

    @Test func homeIsDiscoverWithPopularSelected() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<a id="segment-popular" class="segment" href="/?tab=popular" aria-current="page">Popular</a>"#))
                #expect(response.text.contains(#"<ul id="movie-grid" class="movie-grid" data-paged-list>"#))
                #expect(response.text.components(separatedBy: #"class="movie-card""#).count - 1 == 20)
                #expect(response.text.contains(#"href="/?tab=popular&amp;page=2" data-fragment="/discover/popular?page=2">More films</a>"#))
            }
        }
    }

    @Test func navigationMarksTheCurrentSection() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.text.contains(#"<nav id="app-nav" class="app-nav" aria-label="Main">"#))
                #expect(response.text.contains(#"<a class="nav-link" href="/" aria-current="page">"#))
                #expect(response.text.contains(#"<a class="nav-link" href="/you">"#))
            }
        }
    }

    @Test func tabInTheURLSelectsTheList() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/?tab=critics", method: .get) { response in
                #expect(response.text.contains(#"id="segment-critics" class="segment" href="/?tab=critics" aria-current="page""#))
                #expect(response.text.contains(#"<ol id="top-rated" class="ranked-list">"#))
                #expect(response.text.contains(#"<p id="source-note""#))
                #expect(response.text.contains("Critics 70/100"))
            }
        }
    }

    @Test func popularFragmentHasTheNextCardsOnly() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/discover/popular?page=2", method: .get) { response in
                #expect(!response.text.contains("<html"))
                #expect(response.text.components(separatedBy: #"class="movie-card""#).count - 1 == 6)
                #expect(response.text.contains(#"<p id="end-of-results">No more films</p>"#))
            }
        }
    }

    @Test func aFavoriteIsFilledOnEveryList() async throws {
        let harness = WebTestHarness()
        try await harness.favorites.add(WebTestHarness.films.last!, at: Date())
        try await harness.run { client in
            for uri in ["/?tab=users", "/?tab=critics", "/search?q=rocky", "/movies/500", "/favorites", "/?tab=popular&page=2"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.text.contains(#"data-movie-id="500" aria-pressed="true" aria-label="Favorite Rocky""#), "\(uri)")
                }
            }
        }
    }

    @Test func offlineWithNothingSavedSaysSoInsteadOfAnEmptyScreen() async throws {
        try await WebTestHarness(catalog: StaticMovieCatalog(failingWith: .offline)).run { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.text.contains(#"<p class="inline-message" role="alert">You're offline"#))
                #expect(response.text.contains(#"id="app-nav""#))
            }
        }
    }
}
