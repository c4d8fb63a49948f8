import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

@Suite struct TMDBImageSourceTests {
    @Test func fetchesTheSizeAndPathFromTheConfiguredServer() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let server = try await StubServer.start { request in
            request.path == "/t/p/w185/poster.jpg" ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg) : nil
        }
        let source = TMDBImageSource(imageBaseURL: server.baseURL.appendingPathComponent("t/p"), transport: AsyncHTTPClientTransport(client: .shared))
        let asset = try await source.image(size: .w185, path: "/poster.jpg")
        #expect(asset == ImageAsset(contentType: "image/jpeg", data: jpeg))
        try await server.stop()
    }

    @Test func pathsThatCouldLeaveTheImageServerAreRefusedUnsent() async throws {
        let server = try await StubServer.start { _ in nil }
        let source = TMDBImageSource(imageBaseURL: server.baseURL, transport: AsyncHTTPClientTransport(client: .shared))
        for path in ["/../secret.jpg", "//evil.example/x.jpg", "/x.svg", "/a/b.jpg"] {
            await #expect(throws: CatalogError.notFound) { try await source.image(size: .w185, path: path) }
        }
        #expect(server.requests.isEmpty)
        try await server.stop()
    }

    @Test func aNonImageAnswerIsRefused() async throws {
        let server = try await StubServer.start { _ in .status(200, headers: ["Content-Type": "text/html"], body: "<script>") }
        let source = TMDBImageSource(imageBaseURL: server.baseURL, transport: AsyncHTTPClientTransport(client: .shared))
        await #expect(throws: CatalogError.undecodableResponse) { try await source.image(size: .w92, path: "/p.jpg") }
        try await server.stop()
    }
}
