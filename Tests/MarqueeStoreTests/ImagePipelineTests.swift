import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import MarqueeTMDB
import Testing

/// The image pipeline against a stub image host on 127.0.0.1, through the live transport and a
/// real disk cache: the allow-list, the cache, and one download shared by concurrent requests.
@Suite struct ImagePipelineTests {
    let harness = ImagePipelineHarness()

    @Test func anImageIsDownloadedOnceThenServedFromDisk() async throws {
        let server = try await StubServer.start { $0.path == "/t/p/w185/a.jpg" ? ImagePipelineHarness.jpegReply : nil }
        let pipeline = harness.pipeline()
        let url = server.baseURL.appendingPathComponent("t/p/w185/a.jpg")
        let first = try await pipeline.image(at: url)
        let again = try await pipeline.image(at: url)
        #expect(first == ImageAsset(contentType: "image/jpeg", data: ImagePipelineHarness.jpeg))
        #expect(again == first)
        #expect(server.requests.count == 1)
        #expect(harness.cachedFiles == 1)
        try await server.stop()
    }

    @Test func fiftySimultaneousRequestsForAnUncachedImageMakeOneUpstreamRequest() async throws {
        // A slow answer, so that every request arrives while the download is under way.
        let server = try await StubServer.start { _ in .delayed(.milliseconds(300), ImagePipelineHarness.jpegReply) }
        let pipeline = harness.pipeline()
        let url = server.baseURL.appendingPathComponent("t/p/w500/crowd.jpg")
        let images = try await withThrowingTaskGroup(of: ImageAsset.self, returning: [ImageAsset].self) { group in
            for _ in 0..<50 {
                group.addTask { try await pipeline.image(at: url) }
            }
            var collected: [ImageAsset] = []
            for try await image in group {
                collected.append(image)
            }
            return collected
        }
        #expect(images.count == 50)
        #expect(images.allSatisfy { $0.data == ImagePipelineHarness.jpeg })
        #expect(server.requests.count == 1)
        try await server.stop()
    }

    @Test func addressesOffTheAllowListAreRefusedUnsent() async throws {
        let server = try await StubServer.start { _ in ImagePipelineHarness.jpegReply }
        let base = server.baseURL.absoluteString
        let tmdbOnly = harness.pipeline(allowedHosts: ["image.tmdb.org"])
        await #expect(throws: ImagePipelineError.hostNotAllowed) { try await tmdbOnly.image(at: server.baseURL.appendingPathComponent("a.jpg")) }
        let pipeline = harness.pipeline()
        let refused = [
            "\(base)/t/%2e%2e/secret.jpg", "\(base)/t/../secret.jpg", "\(base)//evil.example/x.jpg", "\(base)/x.svg",
            "\(base)/x.jpg?size=w92", "\(base)/x.jpg#top", "\(base)/x", "ftp://127.0.0.1/x.jpg",
            "http://user@127.0.0.1:\(server.port)/x.jpg", "http://localhost:\(server.port)/x.jpg",
        ]
        for address in refused {
            let url = try #require(URL(string: address))
            await #expect(throws: ImagePipelineError.hostNotAllowed, "\(address)") { try await pipeline.image(at: url) }
        }
        #expect(server.requests.isEmpty)
        try await server.stop()
    }

    @Test func aRedirectToAnotherHostIsNotFollowed() async throws {
        let server = try await StubServer.start { request in
            request.path == "/a.jpg" ? StubReply.status(302, headers: ["Location": "http://localhost/elsewhere.jpg"]) : ImagePipelineHarness.jpegReply
        }
        // As MarqueeServices configures its client.
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let pipeline = harness.pipeline(transport: AsyncHTTPClientTransport(client: client))
        await #expect(throws: ImagePipelineError.upstreamStatus(302)) { try await pipeline.image(at: server.baseURL.appendingPathComponent("a.jpg")) }
        #expect(server.requests.map(\.path) == ["/a.jpg"])
        try await client.shutdown()
        try await server.stop()
    }

    @Test func cachedImagesAreServedWhenTheHostIsGoneAndAfterARestart() async throws {
        let server = try await StubServer.start { _ in ImagePipelineHarness.jpegReply }
        let url = server.baseURL.appendingPathComponent("65535/1_ab_q.jpg")
        let pipeline = harness.pipeline()
        _ = try await pipeline.image(at: url)
        try await server.stop()
        #expect(try await pipeline.image(at: url).data == ImagePipelineHarness.jpeg)
        // A new pipeline over a new cache on the same folder: the app after a restart.
        let restarted = harness.pipeline()
        #expect(try await restarted.image(at: url).data == ImagePipelineHarness.jpeg)
        #expect(server.requests.count == 1)
    }

    @Test func postersAreFetchedAtTmdbsSizeAndPathThroughThePipeline() async throws {
        let server = try await StubServer.start { $0.path == "/t/p/w342/poster.jpg" ? ImagePipelineHarness.jpegReply : nil }
        let posters = CachedImageSource(imageBaseURL: server.baseURL.appendingPathComponent("t/p"), pipeline: harness.pipeline())
        #expect(try await posters.image(size: .w342, path: "/poster.jpg").data == ImagePipelineHarness.jpeg)
        for path in ["/../secret.jpg", "//evil.example/x.jpg", "/a/b.jpg"] {
            await #expect(throws: ImagePipelineError.hostNotAllowed) { try await posters.image(size: .w92, path: path) }
        }
        #expect(server.requests.map(\.path) == ["/t/p/w342/poster.jpg"])
        try await server.stop()
    }

    @Test func galleryPhotosAreFetchedFromThePhotoHostThroughThePipeline() async throws {
        let server = try await StubServer.start { $0.path == "/65535/49409212312_c3c3bababc_q.jpg" ? ImagePipelineHarness.jpegReply : nil }
        let photos = CachedPhotoImageSource(photoBaseURL: server.baseURL, pipeline: harness.pipeline())
        #expect(try await photos.image(path: "/65535/49409212312_c3c3bababc_q.jpg").data == ImagePipelineHarness.jpeg)
        await #expect(throws: ImagePipelineError.hostNotAllowed) { try await photos.image(path: "/65535/../x.jpg") }
        #expect(server.requests.count == 1)
        try await server.stop()
    }
}
