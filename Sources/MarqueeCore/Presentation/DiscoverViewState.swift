import Foundation

/// Everything the Discover screen shows.
public struct DiscoverViewState: Sendable, Hashable {
    /// The tab on screen.
    public let tab: DiscoverTab
    /// The tabs at the top of the screen, one selected.
    public let segments: [SegmentViewState]
    /// The heading of the selected tab.
    public let title: String
    /// The popular grid; empty on the top-rated tabs.
    public let cards: [MovieCardViewState]
    /// The top-rated list; empty on the popular tab.
    public let rows: [MovieRowViewState]
    /// The number of the grid's next page, when there is one.
    public let nextPage: Int?
    /// Whether to say there are no more films after the last page.
    public let isEndOfResults: Bool
    /// True on a page after the last (an old or edited link): the grid says so, with a way back.
    public let isPastTheEnd: Bool
    /// One short line on where the list comes from, when that is worth saying.
    public let sourceNote: String?
    /// The notice that the list is a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?
    /// What went wrong, when the list could not be shown at all.
    public let inlineMessage: String?

    /// Whether the popular tab is selected, so the grid shows instead of the list.
    public var isPopular: Bool { tab == .popular }
}

/// One segment of the segmented control.
public struct SegmentViewState: Sendable, Hashable {
    /// The tab the segment opens.
    public let tab: DiscoverTab
    /// The name of the tab, as the segment shows it.
    public let title: String
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
    /// The card's poster.
    public let poster: Artwork
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The heart button on the card.
    public let favorite: FavoriteButtonViewState
    /// The owner's marks: watched, on the watchlist, the rating.
    public let marks: FilmMarks

    /// Builds the card for `movie`, its heart pressed when `isFavorite`, with the owner's `marks`,
    /// its words in `localizer`'s language.
    public init(movie: Movie, isFavorite: Bool, marks: FilmMarks = .none, localizer: Localizer = .english) {
        self.marks = marks
        id = movie.id
        title = movie.title
        releaseDate = MovieSummaryText.dateLine(of: movie, in: localizer)
        releaseDateISO = movie.releaseDate?.description
        poster = .poster(of: movie)
        posterAlt = localizer(FilmCardText.posterAlt, movie.title)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: isFavorite, localizer: localizer)
    }
}
