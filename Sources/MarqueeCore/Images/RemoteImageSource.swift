import Foundation

/// Image bytes with their media type.
public struct ImageAsset: Sendable, Hashable {
    /// The media type to send, such as `image/jpeg`.
    public let contentType: String
    /// The encoded image bytes.
    public let data: Data

    /// Pairs image bytes with their media type.
    public init(contentType: String, data: Data) {
        self.contentType = contentType
        self.data = data
    }

    /// The media type for an image path's extension; nil for a type Marquee does not serve.
    public static func contentType(forPath path: String) -> String? {
        switch path.split(separator: ".").last?.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "webp": "image/webp"
        default: nil
        }
    }
}

/// Where poster and backdrop images come from when a live service is configured.
public protocol RemoteImageSource: Sendable {
    /// The image at `path` (TMDB's `/name.jpg`) in `size`. Throws ``CatalogError``.
    func image(size: ImageSize, path: String) async throws -> ImageAsset
}
