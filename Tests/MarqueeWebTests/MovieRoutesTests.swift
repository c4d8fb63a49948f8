import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct MovieRoutesTests {
    @Test func detailsShowBannerPosterTitleDateOverviewHeartAndBackLink() async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: "/movies/500?from=%2F%3Ftab%3Dusers", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<img class="backdrop" src="/images/w780/backdrop/500.svg""#))
                #expect(response.text.contains(#"<img class="poster" src="/images/w342/rocky.jpg""#))
                #expect(response.text.contains(#"<h1 class="movie-title">Rocky</h1>"#))
                #expect(response.text.contains("November 21, 1976"))
                #expect(response.text.contains("A boxer &lt;b&gt;trains&lt;/b&gt; &amp; fights."))
                #expect(response.text.contains(#"<a id="back-link" class="back-link" href="/?tab=users">Back to films</a>"#))
                #expect(!response.text.contains("original-title"))
            }
        }
    }

    @Test(arguments: ["/movies/999999999", "/movies/abc", "/movies/-1"])
    func unknownFilmGivesAFriendly404(uri: String) async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("<h1>Film not found</h1>"))
                #expect(response.text.contains(#"<a href="/">Back to films</a>"#))
            }
        }
    }

    @Test func offlineWithoutASavedCopyExplainsInsteadOf404() async throws {
        try await WebTestHarness(catalog: StaticMovieCatalog(failingWith: .offline)).run { client in
            try await client.execute(uri: "/movies/155", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.text.contains("You're offline"))
            }
        }
    }
}
