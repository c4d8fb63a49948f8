import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeTestSupport
import Testing

/// The gallery over the film artwork of the harness's catalog (25 "Batman" films and Rocky).
@Suite struct GalleryRoutesTests {
    let harness = WebTestHarness()

    @Test func galleryBeforeASearchSaysWhereImagesComeFrom() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/gallery", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<label for="search-input">Search images</label>"#))
                #expect(response.text.contains(#"<p class="photo-source">Film posters and banners from Marquee"#))
                #expect(!response.text.contains(#"class="photo-grid""#))
                #expect(response.text.contains(#"<a class="nav-link" href="/gallery" aria-current="page">"#))
            }
        }
    }

    @Test func aSearchShowsSquaresWithSizeAltTextAndThePager() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/gallery?q=batman", method: .get) { response in
                let html = response.text
                #expect(html.contains("50 images for “batman”"))
                #expect(html.components(separatedBy: #"<li class="photo-cell""#).count - 1 == 40, "20 films, poster and banner each")
                #expect(html.contains(#"<a id="photo-poster-1" href="/gallery/photos/poster-1?q=batman"><img src="/images/w342/movie/1.svg" width="150" height="150" loading="lazy" alt="Poster of Batman 1"></a>"#))
                #expect(html.contains(#"data-fragment="/gallery/results?q=batman&amp;page=2">More images</a>"#))
            }
            try await client.execute(uri: "/gallery/results?q=batman&page=2", method: .get) { response in
                #expect(response.text.contains(#"data-photo-id="poster-21""#))
                #expect(response.text.contains(#"<p id="end-of-results">No more images</p>"#))
                #expect(!response.text.contains("<html"), "a fragment, not a page")
            }
        }
    }

    @Test func searchesAreRememberedWithDuplicatesAndCanBeForgotten() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/gallery")
            for query in ["rocky", "batman", "rocky"] {
                _ = try await client.execute(uri: "/gallery?q=\(query)&submitted=1", method: .get, headers: [.cookie: cookie]) { $0.status }
            }
            // Coming back to a search (a link, "Back to images") is not a new one.
            _ = try await client.execute(uri: "/gallery?q=rocky", method: .get, headers: [.cookie: cookie]) { $0.status }
            let page = try await client.execute(uri: "/gallery", method: .get, headers: [.cookie: cookie]) { $0.text }
            let options = page.components(separatedBy: #"<li role="option""#).dropFirst().map { $0.components(separatedBy: "data-query=\"")[1].prefix { $0 != "\"" } }
            #expect(options == ["rocky", "batman", "rocky"])
            let newest = try #require(page.firstMatch(of: /data-entry-id="(\d+)"/)?.1)
            let forgotten = try await WebTestHarness.post(client, "/gallery/history/forget", cookie: cookie, form: "csrf_token=\(token)&id=\(newest)")
            #expect(forgotten.status == .seeOther)
            let after = try await client.execute(uri: "/gallery", method: .get, headers: [.cookie: cookie]) { $0.text }
            #expect(after.components(separatedBy: #"<li role="option""#).count - 1 == 2)
            #expect(try await WebTestHarness.post(client, "/gallery/history/clear", cookie: cookie, form: "csrf_token=nope").status == .forbidden)
            _ = try await WebTestHarness.post(client, "/gallery/history/clear", cookie: cookie, form: "csrf_token=\(token)")
            let cleared = try await client.execute(uri: "/gallery", method: .get, headers: [.cookie: cookie]) { $0.text }
            #expect(!cleared.contains(#"<li role="option""#))
        }
    }

    @Test func aPictureOpensLargeWithTheWayBackToItsPlace() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/gallery/photos/backdrop-500?q=rocky&page=1", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#"<h1>Banner of Rocky</h1>"#))
                #expect(response.text.contains(#"href="/gallery?q=rocky#photo-backdrop-500">Back to images</a>"#))
                #expect(response.text.contains(#"src="/images/w780/backdrop/500.svg" width="780" height="439""#))
                #expect(!response.text.contains("View on Flickr"), "film artwork has no Flickr page")
            }
            for uri in ["/gallery/photos/poster-9999?q=x", "/gallery/photos/..%2Fetc?q=x"] {
                let status = try await client.execute(uri: uri, method: .get) { $0.status }
                #expect(status == .notFound, "\(uri)")
            }
        }
    }

    @Test func photoPathsOfAnotherShapeAreNotFetched() async throws {
        try await harness.run { client in
            // The first has the right shape but this harness has no photo host; the others never do.
            for uri in ["/photos/65535/49409212312_c3c3bababc_q.jpg", "/photos/65535/49409212312_c3c3bababc_k.jpg",
                        "/photos/../../etc/passwd", "/photos/abc/x_q.jpg", "/photos/65535/4940_XYZ_q.jpg"] {
                let status = try await client.execute(uri: uri, method: .get) { $0.status }
                #expect(status == .notFound, "\(uri)")
            }
        }
    }
}
