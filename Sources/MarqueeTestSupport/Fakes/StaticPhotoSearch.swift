import Foundation
import MarqueeCore
import Synchronization

/// A photo source that answers from a fixed list, or fails, and counts its searches.
public final class StaticPhotoSearch: PhotoSearch {
    public let source: PhotoSource = .flickr
    private let photos: [Photo]
    private let perPage: Int
    private let state = Mutex<(failure: (any Error & Sendable)?, searches: Int)>((nil, 0))

    /// A source of `photos`, `perPage` a page, matching every text.
    public init(_ photos: [Photo], perPage: Int = 30) {
        self.photos = photos
        self.perPage = perPage
    }

    /// `count` photos named "Photo 1"… on the photo host.
    public static func numbered(_ count: Int) -> [Photo] {
        (1...max(count, 1)).prefix(count).map { index in
            Photo(id: "\(index)", title: "Photo \(index)", ownerName: "Owner \(index)",
                  thumbnail: .photo(path: "/65535/\(index)_abc_q.jpg"), large: .photo(path: "/65535/\(index)_abc_z.jpg"),
                  width: 640, height: 480, sourcePage: URL(string: "https://www.flickr.com/photos/owner/\(index)"), license: "CC BY 2.0")
        }
    }

    /// From now on, every search throws `error` (nil: answers again).
    public func fail(with error: (any Error & Sendable)?) {
        state.withLock { $0.failure = error }
    }

    /// How many searches were made.
    public var searches: Int { state.withLock { $0.searches } }

    public func search(_ text: String, page: Int) async throws -> PhotoPage {
        let failure = state.withLock { state -> (any Error & Sendable)? in
            state.searches += 1
            return state.failure
        }
        if let failure { throw failure }
        let pages = (photos.count + perPage - 1) / perPage
        let slice = photos.dropFirst((page - 1) * perPage).prefix(perPage)
        return PhotoPage(photos: Array(slice), page: page, totalPages: pages, totalResults: photos.count)
    }

    public func photo(id: String) async throws -> Photo? { nil }
}
