import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct ImageRoutesTests {
    struct FailingImages: RemoteImageSource {
        func image(size: ImageSize, path: String) async throws -> ImageAsset { throw CatalogError.offline }
    }

    struct FixedImages: RemoteImageSource {
        func image(size: ImageSize, path: String) async throws -> ImageAsset {
            ImageAsset(contentType: "image/jpeg", data: Data([0xFF, 0xD8]))
        }
    }

    @Test func filmWithoutAPosterGetsAGeneratedOneWithItsTitleAndYear() async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: "/images/w185/movie/500.svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.text.contains(">Rocky</tspan>"))
                #expect(response.text.contains(">1976</text>"))
            }
        }
    }

    @Test func aHostileTitleIsEscapedInTheGeneratedPoster() async throws {
        let film = Movie(id: 7, title: #"<script>alert(1)</script> & "q""#, releaseDate: ReleaseDate("2001-01-01"))
        try await WebTestHarness(catalog: StaticMovieCatalog([film])).run { client in
            try await client.execute(uri: "/images/w185/movie/7.svg", method: .get) { response in
                #expect(!response.text.contains("<script>"))
                #expect(response.text.contains(#"aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;""#))
                // A word longer than a line: the smallest letters (12 px, 22 characters a line), and
                // the word split rather than cut; escaped in each piece.
                #expect(response.text.contains(#"font-size="12""#))
                #expect(response.text.contains(">&lt;script&gt;alert(1)&lt;/scri</tspan>"))
                #expect(response.text.contains(">pt&gt; &amp; \"q\"</tspan>"))
            }
        }
    }

    @Test func filmWithoutABackdropGetsAWideGeneratedBanner() async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: "/images/w780/backdrop/500.svg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.text.contains(#"width="780" height="438" viewBox="0 0 320 180""#))
                #expect(response.text.contains("Rocky"))
            }
        }
    }

    @Test func offlineCatalogPosterPathIsDrawnToo() async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: "/images/w342/rocky.jpg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.text.contains("Rocky"))
                #expect(response.headers[.cacheControl] == "public, max-age=86400", "the catalog's own picture may be kept")
            }
        }
    }

    @Test func livePosterIsServedFromTheRemoteSource() async throws {
        try await WebTestHarness(remoteImages: FixedImages()).run { client in
            try await client.execute(uri: "/images/w185/rocky.jpg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/jpeg")
                #expect(response.body.readableBytes == 2)
            }
        }
    }

    @Test func unreachableImageServerFallsBackToAGeneratedPosterThatNoOneKeeps() async throws {
        try await WebTestHarness(remoteImages: FailingImages()).run { client in
            try await client.execute(uri: "/images/w185/rocky.jpg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                // Neither the browser nor the service worker keeps a stand-in for the real poster.
                #expect(response.headers[.cacheControl] == "no-store")
            }
        }
    }

    @Test(arguments: ["/images/w9999/movie/1.svg", "/images/w185/../../etc/passwd", "/images/w185/a/b/c.jpg"])
    func unknownSizesAndPathsAreRefused(uri: String) async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect([.notFound, .badRequest].contains(response.status))
                #expect(response.headers[.contentType] != "image/svg+xml")
            }
        }
    }
}
