import Foundation
import MarqueeCore

/// Gallery photos through the ``ImagePipeline``: `{photoBaseURL}{path}` on the photo host
/// (Flickr's `https://live.staticflickr.com`), checked, cached on disk and downloaded once for
/// concurrent requests.
///
/// ```swift
/// let photos = CachedPhotoImageSource(photoBaseURL: URL(string: "https://live.staticflickr.com")!, pipeline: pipeline)
/// let photo = try await photos.image(path: "/65535/49409212312_c3c3bababc_q.jpg")
/// ```
public struct CachedPhotoImageSource: PhotoImageSource {
    private let photoBaseURL: URL
    private let pipeline: ImagePipeline

    /// Fetches photos from the host at `photoBaseURL` (which the pipeline must allow) through
    /// `pipeline`.
    public init(photoBaseURL: URL, pipeline: ImagePipeline) {
        self.photoBaseURL = photoBaseURL
        self.pipeline = pipeline
    }

    /// The photo at `path`. A path without Flickr's shape is refused unsent with
    /// ``ImagePipelineError/hostNotAllowed``; the pipeline's other errors are passed on.
    public func image(path: String) async throws -> ImageAsset {
        guard PhotoPath.isValid(path) else { throw ImagePipelineError.hostNotAllowed }
        let url = path.split(separator: "/").reduce(photoBaseURL) { $0.appendingPathComponent(String($1)) }
        return try await pipeline.image(at: url)
    }
}
