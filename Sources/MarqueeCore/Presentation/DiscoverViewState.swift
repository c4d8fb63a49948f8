import Foundation

/// Everything the Discover screen shows.
public struct DiscoverViewState: Sendable, Hashable {
    public let segments: [SegmentViewState]
    public let title: String
    /// The popular grid; empty on the top-rated tabs.
    public let cards: [MovieCardViewState]
    /// The top-rated list; empty on the popular tab.
    public let rows: [MovieRowViewState]
    public let nextPageURL: String?
    public let nextFragmentURL: String?
    public let isEndOfResults: Bool
    /// One short line on where the list comes from, when that is worth saying.
    public let sourceNote: String?
    public let offlineBanner: OfflineBannerViewState?
    /// What went wrong, when the list could not be shown at all.
    public let inlineMessage: String?
    public let isPopular: Bool
}

/// One segment of the segmented control.
public struct SegmentViewState: Sendable, Hashable {
    public let elementID: String
    public let title: String
    public let href: String
    public let isSelected: Bool
}

/// A card of the popular grid.
public struct MovieCardViewState: Sendable, Hashable {
    public let id: Int
    public let title: String
    public let releaseDate: String
    public let releaseDateISO: String?
    public let posterURL: String
    public let posterAlt: String
    public let detailsURL: String
    public let favorite: FavoriteButtonViewState

    public init(movie: Movie, links: PosterLinks, isFavorite: Bool) {
        id = movie.id
        title = movie.title
        releaseDate = ReleaseDateText.long(movie.releaseDate)
        releaseDateISO = movie.releaseDate?.description
        posterURL = links.poster(for: movie, size: .w342)
        posterAlt = "Poster of \(movie.title)"
        detailsURL = "/movies/\(movie.id)"
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: isFavorite)
    }
}
