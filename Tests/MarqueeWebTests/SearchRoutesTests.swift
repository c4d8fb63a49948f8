import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct SearchRoutesTests {
    let harness = WebTestHarness()

    @Test func searchScreenHasTheLabelledFieldAndButton() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<label for="search-input">Search movies</label>"#))
                #expect(response.text.contains(#"type="search" name="q""#))
                #expect(response.text.contains(#"id="search-button">Search</button>"#))
            }
        }
    }

    @Test func submittedSearchListsRowsAndIsRemembered() async throws {
        try await harness.run { client in
            let (cookie, _) = try await WebTestHarness.session(client)
            try await client.execute(uri: "/search?q=rocky", method: .get, headers: [.cookie: cookie]) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<a class="title-link" href="/movies/500"><h2 class="movie-title">Rocky</h2></a>"#))
                #expect(response.text.contains("November 21, 1976"))
                #expect(response.text.contains(#"src="/images/w185/rocky.jpg" width="92" height="138" loading="lazy""#))
            }
        }
        #expect(try await harness.history.recentQueries() == ["rocky"])
    }

    @Test func plusInTheQueryStringIsASpace() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=batman+1", method: .get) { response in
                #expect(response.text.contains("for “batman 1”"))
            }
        }
    }

    @Test func everythingShownIsEscaped() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=%3Cscript%3Ealert(1)%3C/script%3E", method: .get) { response in
                #expect(!response.text.contains("<script>alert(1)"))
                #expect(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            }
            try await client.execute(uri: "/search?q=rocky", method: .get) { response in
                #expect(response.text.contains("A boxer &lt;b&gt;trains&lt;/b&gt; &amp; fights."))
            }
        }
    }

    @Test func firstPageLinksToTheNextAndTheLastSaysNoMore() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=batman", method: .get) { response in
                #expect(response.text.components(separatedBy: "class=\"movie-row\"").count - 1 == 20)
                #expect(response.text.contains(#"<a id="more-results" class="more-results" href="/search?q=batman&amp;page=2" data-fragment="/search/results?q=batman&amp;page=2">More results</a>"#))
            }
            try await client.execute(uri: "/search/results?q=batman&page=2", method: .get) { response in
                #expect(response.text.components(separatedBy: "class=\"movie-row\"").count - 1 == 5)
                #expect(response.text.contains(#"<p id="end-of-results">No more results</p>"#))
                #expect(!response.text.contains("<html"))
            }
        }
    }

    @Test func searchThatFindsNothingOpensAnAlertAndIsNotRemembered() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=xyzzy", method: .get) { response in
                #expect(response.text.contains(#"role="alertdialog""#))
                #expect(response.text.contains("No movie matches “xyzzy”"))
            }
        }
        #expect(try await harness.history.recentQueries().isEmpty)
    }

    @Test func resultsFetchedWhileTypingAreNotRemembered() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search/results?q=rocky", method: .get) { response in
                #expect(response.text.contains("Rocky"))
            }
        }
        #expect(try await harness.history.recentQueries().isEmpty)
    }

    @Test func resultsOfTypingInTheAddressBarAreShownButNotRemembered() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/search?q=rocky&typed=1", method: .get) { response in
                #expect(response.text.contains("1 result for “rocky”"))
            }
        }
        #expect(try await harness.history.recentQueries().isEmpty)
    }

    @Test func suggestionsListRecentSearchesAsListboxOptions() async throws {
        let harness = WebTestHarness(history: InMemorySearchHistory(["rocky", "batman"]))
        try await harness.run { client in
            try await client.execute(uri: "/search", method: .get) { response in
                #expect(response.text.contains(#"<ul id="suggestions" role="listbox" aria-label="Recent searches" hidden>"#))
                #expect(response.text.contains(#"<li role="option" id="suggestion-0" data-query="rocky" aria-selected="false">rocky</li>"#))
            }
        }
    }

    @Test func offlineCatalogShowsItsMessageAndKeepsTheHistory() async throws {
        let history = InMemorySearchHistory(["rocky"])
        let harness = WebTestHarness(catalog: StaticMovieCatalog(failingWith: .offline), history: history)
        try await harness.run { client in
            try await client.execute(uri: "/search?q=batman", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.text.contains(#"role="alertdialog""#))
                #expect(response.text.contains(CatalogError.offline.message(in: .english)))
                #expect(response.text.contains(#"data-query="rocky""#))
            }
        }
        #expect(try await history.recentQueries() == ["rocky"])
    }

    @Test func rateLimitAndBadKeyHaveTheirOwnMessages() async throws {
        for error in [CatalogError.rateLimited(retryAfter: nil), .invalidCredentials, .serviceUnavailable(status: 503)] {
            let harness = WebTestHarness(catalog: StaticMovieCatalog(failingWith: error))
            try await harness.run { client in
                try await client.execute(uri: "/search?q=batman", method: .get) { response in
                    #expect(response.text.contains(error.message(in: .english)))
                }
            }
        }
    }

    @Test func tooLongOrEmptyInputGivesAMessageNotAnErrorPage() async throws {
        let long = String(repeating: "a", count: 2_000)
        try await harness.run { client in
            try await client.execute(uri: "/search?q=\(long)", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("at most 200 characters"))
            }
            try await client.execute(uri: "/search?q=", method: .get) { response in
                #expect(response.text.contains(SearchQueryError.empty.message(in: .english)))
            }
        }
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await harness.run { client in
            for uri in ["/search?q=rocky", "/assets/missing.0000000000000000.js", "/no-such-page"] {
                try await client.execute(uri: uri, method: .get) { response in
                    let policy = try #require(response.headers[.contentSecurityPolicy])
                    #expect(policy.contains("script-src 'self'"))
                    #expect(!policy.contains("unsafe-inline"))
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                }
            }
        }
    }

    @Test func unknownAddressGivesAFriendly404Page() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/no-such-page", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("Page not found"))
                #expect(response.text.contains(#"href="/search""#))
            }
        }
    }
}
