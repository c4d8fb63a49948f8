import Foundation
import MarqueeCore
import Synchronization

/// The one way upstream images reach Marquee, posters and gallery photos alike: the address
/// must be on an allowed host, a copy on disk is served at once, and concurrent requests for an
/// image share one download, which is bounded (size, type, deadline) and retried with backoff
/// while the host is reachable. When it throws an ``ImagePipelineError``, the caller logs it and
/// draws a placeholder.
///
/// ```swift
/// let pipeline = ImagePipeline(
///     transport: transport, cache: DiskImageCache(directory: folder),
///     allowedHosts: ["image.tmdb.org", "live.staticflickr.com"]
/// )
/// let poster = try await pipeline.image(at: URL(string: "https://image.tmdb.org/t/p/w185/x.jpg")!)
/// ```
public final class ImagePipeline: Sendable {
    /// Where downloaded images are kept; the app sweeps it at start and now and then.
    public let cache: DiskImageCache
    private let allowList: ImageAllowList
    private let downloader: ImageDownloader
    /// The downloads under way, by address: a request for one of them awaits it.
    private let inFlight = Mutex<[URL: Task<ImageAsset, any Error>]>([:])

    /// - Parameters:
    ///   - transport: sends the GETs; it must not follow redirects.
    ///   - allowedHosts: the only hosts fetched from, from configuration (TMDB's image host,
    ///     Flickr's photo host).
    ///   - breaker: says whether the image hosts can be reached; by default one of the pipeline's own.
    ///   - sleep: waits between attempts; tests record the waits and return at once.
    ///   - randomFraction: the backoff's jitter, a number in 0...1.
    public init(
        transport: any HTTPTransport, cache: DiskImageCache, allowedHosts: Set<String>,
        limits: ImageDownloadLimits = ImageDownloadLimits(), breaker: CircuitBreaker = CircuitBreaker(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        randomFraction: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.cache = cache
        allowList = ImageAllowList(hosts: allowedHosts)
        downloader = ImageDownloader(
            transport: transport, limits: limits, breaker: breaker, sleep: sleep, randomFraction: randomFraction, now: now
        )
    }

    /// The image at `url`: from disk when cached, else downloaded (once for every concurrent
    /// caller), then cached. Throws ``ImagePipelineError``.
    public func image(at url: URL) async throws -> ImageAsset {
        guard allowList.permits(url) else { throw ImagePipelineError.hostNotAllowed }
        if let cached = await cachedImage(at: url) { return cached }
        let download: Task<ImageAsset, any Error> = inFlight.withLock { downloads in
            if let running = downloads[url] { return running }
            let started = Task { try await self.fetch(url) }
            downloads[url] = started
            return started
        }
        // Not cancelled with this caller: the others waiting on it still want the image.
        return try await download.value
    }

    /// The download every concurrent caller awaits, removed from ``inFlight`` when it ends (it
    /// cannot end before it is added: both take the lock).
    private func fetch(_ url: URL) async throws -> ImageAsset {
        defer { inFlight.withLock { _ = $0.removeValue(forKey: url) } }
        // A download that just ended may have stored the image after this caller looked.
        if let cached = await cachedImage(at: url) { return cached }
        let image = try await downloader.download(url)
        // A full disk must not cost the person the image they asked for.
        let cache = cache
        try? await BlockingIO.run { try cache.store(image.data, for: url) }
        return image
    }

    /// The cached copy, when there is one and its bytes are still an image; read off the caller's
    /// thread (``BlockingIO``).
    private func cachedImage(at url: URL) async -> ImageAsset? {
        let cache = cache
        guard let data = await BlockingIO.run({ cache.data(for: url) }), let contentType = ImageSignature.contentType(of: data) else { return nil }
        return ImageAsset(contentType: contentType, data: data)
    }
}
