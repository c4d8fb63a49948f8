import Foundation
import MarqueeCore

/// Fetches posters from TMDB's image server, `{base}/{size}{path}`, and from nowhere else.
public struct TMDBImageSource: RemoteImageSource {
    private let imageBaseURL: URL
    private let transport: any HTTPTransport
    private let retrier: Retrier
    /// The only host images are fetched from: the configured image server's.
    private let allowedHost: String?

    /// Fetches from the server at `imageBaseURL` over `transport`, retrying with `retrier`.
    public init(imageBaseURL: URL, transport: any HTTPTransport, retrier: Retrier = Retrier()) {
        self.imageBaseURL = imageBaseURL
        self.transport = transport
        self.retrier = retrier
        allowedHost = imageBaseURL.host
    }

    /// The image at `path` in `size`; any other path or type is refused as not found.
    public func image(size: ImageSize, path: String) async throws -> ImageAsset {
        guard ImagePath.isValid(path), let contentType = ImageAsset.contentType(forPath: path) else {
            throw CatalogError.notFound
        }
        let url = imageBaseURL.appendingPathComponent(size.rawValue).appendingPathComponent(String(path.dropFirst()))
        guard let allowedHost, url.host == allowedHost else { throw CatalogError.notFound }
        return try await retrier.run(HTTPRequest(url: url, headers: ["Accept": "image/*"])) { request in
            let response = try await transport.successfulResponse(to: request, errorFormat: .json)
            let served = response.header("Content-Type") ?? contentType
            guard served.hasPrefix("image/"), !served.contains("svg") else { throw CatalogError.undecodableResponse }
            return ImageAsset(contentType: served, data: response.body)
        }
    }
}
