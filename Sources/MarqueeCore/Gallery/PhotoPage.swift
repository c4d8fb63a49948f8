/// One page of a photo search.
public struct PhotoPage: Sendable, Equatable, Codable {
    /// Flickr returns at most this many results for a query: the pager stops there.
    public static let resultLimit = 4_000

    public let photos: [Photo]
    /// 1-based.
    public let page: Int
    /// How many pages there are (never past ``resultLimit``).
    public let totalPages: Int
    /// How many photos match, as the source counts them.
    public let totalResults: Int

    /// A page as the source answered it.
    public init(photos: [Photo], page: Int, totalPages: Int, totalResults: Int) {
        self.photos = photos
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
    }

    /// Whether a next page exists.
    public var hasNextPage: Bool { page < totalPages }

    /// A page after the last: asked for by an old or edited link, it has no photos.
    public var isPastTheEnd: Bool { page > 1 && photos.isEmpty }
}

/// Where the gallery's pictures come from, said in one line on the screen.
public enum PhotoSource: Sendable, Equatable {
    case flickr
    case filmArtwork

    /// The line the gallery shows, in `localizer`'s language.
    public func attribution(in localizer: Localizer) -> String {
        switch self {
        case .flickr: localizer[GalleryText.fromFlickr]
        case .filmArtwork: localizer[GalleryText.fromFilmArtwork]
        }
    }
}
