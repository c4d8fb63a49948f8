import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

/// Static assets at content-hashed addresses, and gzip for pages and assets.
@Suite struct AssetRoutesTests {
    let harness = WebTestHarness()

    /// The hashed address of the asset ending in `.suffix` that the page links to.
    func assetPath(_ client: some TestClientProtocol, suffix: String) async throws -> String {
        let page = try await client.execute(uri: "/search", method: .get) { $0.text }
        let match = try #require(page.firstMatch(of: try Regex("/assets/[a-z]+\\.[0-9a-f]{16}\\.\(suffix)")))
        return String(page[match.range])
    }

    @Test func assetsAreImmutableWithAStrongETagAndA304() async throws {
        try await harness.run { client in
            let css = try await assetPath(client, suffix: "css")
            let etag = try await client.execute(uri: css, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(response.text.contains(".movie-row"))
                let etag = try #require(response.headers[.eTag])
                #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
                return etag
            }
            try await client.execute(uri: css, method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: css, method: .get, headers: [.ifNoneMatch: "\"something-else\""]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func anUnknownOrStaleAssetNameIsNotFound() async throws {
        try await harness.run { client in
            for uri in ["/assets/app.css", "/assets/app.0000000000000000.css", "/assets/..%2FPackage.swift"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "GET \(uri)")
                }
            }
        }
    }

    @Test func assetsAndPagesAreGzippedForClientsThatTakeIt() async throws {
        try await harness.run { client in
            let script = try await assetPath(client, suffix: "js")
            let plain = try await client.execute(uri: script, method: .get) { $0.body.readableBytes }
            try await client.execute(uri: script, method: .get, headers: [.acceptEncoding: "gzip, deflate, br"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.body.readableBytes < plain / 2)
                #expect(response.body.getBytes(at: 0, length: 2) == [0x1F, 0x8B])
            }
            try await client.execute(uri: "/search?q=batman", method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.body.getBytes(at: 0, length: 2) == [0x1F, 0x8B])
            }
            try await client.execute(uri: "/search?q=batman", method: .get, headers: [.acceptEncoding: "gzip;q=0, identity"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect(response.text.contains("results for “batman”"))
            }
        }
    }
}
