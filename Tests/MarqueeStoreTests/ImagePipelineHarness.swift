import AsyncHTTPClient
import Foundation
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import MarqueeTMDB
import Synchronization

/// An image pipeline as the app builds it, over a real disk cache in a fresh temporary folder
/// and the live transport, fetching from a stub image host on 127.0.0.1. Waits between
/// attempts are recorded instead of slept, and the jitter always picks the whole backoff.
final class ImagePipelineHarness: Sendable {
    /// A small JPEG as far as any signature check can tell.
    static let jpeg = Data([UInt8]([0xFF, 0xD8, 0xFF, 0xE0]) + [UInt8](repeating: 0x4A, count: 60))
    /// A 200 carrying ``jpeg``.
    static let jpegReply = StubReply.respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)

    /// The cache's folder, new for each harness.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-pipeline-\(UUID().uuidString)")
    /// The breaker the pipeline consults before each attempt.
    /// Open for ten minutes once opened: a busy machine cannot outlast it within a test.
    let breaker = CircuitBreaker(policy: .init(initialInterval: 600, maximumInterval: 600))
    private let waits = Mutex<[Duration]>([])
    private let onWait: @Sendable (CircuitBreaker) -> Void

    /// - Parameter onWait: runs during each wait, as other requests would meanwhile.
    init(onWait: @escaping @Sendable (CircuitBreaker) -> Void = { _ in }) {
        self.onWait = onWait
    }

    /// Every wait between attempts, in order.
    var sleeps: [Duration] { waits.withLock { $0 } }

    /// A pipeline that allows only `allowedHosts` (the stub's by default).
    func pipeline(
        allowedHosts: Set<String> = ["127.0.0.1"], limits: ImageDownloadLimits = ImageDownloadLimits(),
        transport: any HTTPTransport = AsyncHTTPClientTransport(client: .shared)
    ) -> ImagePipeline {
        ImagePipeline(
            transport: transport, cache: DiskImageCache(directory: folder), allowedHosts: allowedHosts,
            limits: limits, breaker: breaker,
            sleep: { duration in self.recordWait(duration) },
            randomFraction: { 1 }
        )
    }

    /// The images the cache's folder holds now, counted by a cache opened afresh.
    var cachedFiles: Int { DiskImageCache(directory: folder).stats().files }

    private func recordWait(_ duration: Duration) {
        waits.withLock { $0.append(duration) }
        onWait(breaker)
    }
}
