import Foundation
import MarqueeCore

/// A ``RemoteImageSource`` that keeps every image it fetched on disk and serves it from there.
public struct CachedImageSource: RemoteImageSource {
    private let upstream: any RemoteImageSource
    private let cache: DiskImageCache

    /// Fetches from `upstream` what `cache` does not hold yet.
    public init(upstream: any RemoteImageSource, cache: DiskImageCache) {
        self.upstream = upstream
        self.cache = cache
    }

    /// The image from disk when cached, else from upstream, then cached.
    public func image(size: ImageSize, path: String) async throws -> ImageAsset {
        let key = size.rawValue + path
        let contentType = ImageAsset.contentType(forPath: path) ?? "application/octet-stream"
        if let data = cache.data(for: key) {
            return ImageAsset(contentType: contentType, data: data)
        }
        let asset = try await upstream.image(size: size, path: path)
        // A full disk must not cost the user the image they asked for.
        try? cache.store(asset.data, for: key)
        return asset
    }
}
