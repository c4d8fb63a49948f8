import Foundation

/// Everything the Discover screen shows.
public struct DiscoverViewState: Sendable, Hashable {
    /// The tabs at the top of the screen, one selected.
    public let segments: [SegmentViewState]
    /// The heading of the selected tab.
    public let title: String
    /// The popular grid; empty on the top-rated tabs.
    public let cards: [MovieCardViewState]
    /// The top-rated list; empty on the popular tab.
    public let rows: [MovieRowViewState]
    /// The link to the next page of the grid, for browsers without JavaScript.
    public let nextPageURL: String?
    /// The address the script fetches to append the next page to the grid.
    public let nextFragmentURL: String?
    /// Whether to say there are no more films after the last page.
    public let isEndOfResults: Bool
    /// One short line on where the list comes from, when that is worth saying.
    public let sourceNote: String?
    /// The notice that the list is a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?
    /// What went wrong, when the list could not be shown at all.
    public let inlineMessage: String?
    /// Whether the popular tab is selected, so the grid shows instead of the list.
    public let isPopular: Bool
}

/// One segment of the segmented control.
public struct SegmentViewState: Sendable, Hashable {
    /// The HTML id of the segment's link.
    public let elementID: String
    /// The name of the tab, as the segment shows it.
    public let title: String
    /// The address that opens the tab.
    public let href: String
    /// Whether this is the tab on screen.
    public let isSelected: Bool
}

/// A card of the popular grid.
public struct MovieCardViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let id: Int
    /// The film's title, under the poster.
    public let title: String
    /// The release date in words, or a placeholder when unknown.
    public let releaseDate: String
    /// The release date as `YYYY-MM-DD` for the `<time>` element; nil when unknown.
    public let releaseDateISO: String?
    /// The address of the card's poster image.
    public let posterURL: String
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The address of the film's details page.
    public let detailsURL: String
    /// The heart button on the card.
    public let favorite: FavoriteButtonViewState

    /// Builds the card for `movie`, its heart pressed when `isFavorite`.
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
