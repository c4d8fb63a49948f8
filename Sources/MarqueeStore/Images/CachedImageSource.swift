import Foundation
import MarqueeCore

/// TMDB's posters and backdrops through the ``ImagePipeline``: `{imageBaseURL}/{size}{path}`,
/// checked against the allow-list, cached on disk and downloaded once for concurrent requests.
///
/// ```swift
/// let posters = CachedImageSource(imageBaseURL: URL(string: "https://image.tmdb.org/t/p")!, pipeline: pipeline)
/// let poster = try await posters.image(size: .w185, path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
/// ```
public struct CachedImageSource: RemoteImageSource {
    private let imageBaseURL: URL
    private let pipeline: ImagePipeline

    /// Fetches TMDB's images from the server at `imageBaseURL` (whose host the pipeline must
    /// allow) through `pipeline`.
    public init(imageBaseURL: URL, pipeline: ImagePipeline) {
        self.imageBaseURL = imageBaseURL
        self.pipeline = pipeline
    }

    /// The image at `path` in `size`. A path without TMDB's shape is refused unsent with
    /// ``ImagePipelineError/hostNotAllowed``; the pipeline's other errors are passed on.
    public func image(size: ImageSize, path: String) async throws -> ImageAsset {
        guard ImagePath.isValid(path) else { throw ImagePipelineError.hostNotAllowed }
        let url = imageBaseURL.appendingPathComponent(size.rawValue).appendingPathComponent(String(path.dropFirst()))
        return try await pipeline.image(at: url)
    }
}
