import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import Synchronization
import Testing

@Suite struct DiskImageCacheTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-images-\(UUID().uuidString)")

    /// An upstream that counts its calls and can be made to fail.
    final class CountingSource: RemoteImageSource {
        let calls = Mutex(0)
        let failure: CatalogError?
        init(failure: CatalogError? = nil) { self.failure = failure }
        func image(size: ImageSize, path: String) async throws -> ImageAsset {
            calls.withLock { $0 += 1 }
            if let failure { throw failure }
            return ImageAsset(contentType: "image/jpeg", data: Data(path.utf8))
        }
    }

    @Test func anImageIsFetchedOnceThenServedFromDisk() async throws {
        let upstream = CountingSource()
        let source = CachedImageSource(upstream: upstream, cache: DiskImageCache(directory: folder))
        _ = try await source.image(size: .w185, path: "/a.jpg")
        let again = try await source.image(size: .w185, path: "/a.jpg")
        #expect(again.data == Data("/a.jpg".utf8))
        #expect(again.contentType == "image/jpeg")
        #expect(upstream.calls.withLock { $0 } == 1)
    }

    @Test func keysCannotEscapeTheFolder() throws {
        let cache = DiskImageCache(directory: folder)
        try cache.store(Data("x".utf8), for: "../../escape.jpg")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escape.jpg").path))
        #expect(cache.data(for: "../../escape.jpg") == Data("x".utf8))
    }

    @Test func anUpstreamFailureIsPassedOnAndNothingIsCached() async throws {
        let source = CachedImageSource(upstream: CountingSource(failure: .offline), cache: DiskImageCache(directory: folder))
        await #expect(throws: CatalogError.offline) { try await source.image(size: .w92, path: "/b.jpg") }
        #expect(DiskImageCache(directory: folder).data(for: "w92/b.jpg") == nil)
    }
}
