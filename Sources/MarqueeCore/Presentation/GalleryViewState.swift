import Foundation

/// What the gallery screen shows.
public struct GalleryViewState: Sendable {
    /// The text searched; empty before a search.
    public let query: String
    /// One short line naming where the pictures come from.
    public let sourceLine: String
    /// Past searches, newest first, duplicates kept.
    public let history: [GalleryHistoryItemViewState]
    /// The grid and its pager; nil before a search or when it failed.
    public let results: GalleryResultsViewState?
    /// The dialog: nothing found, or what went wrong.
    public let alert: AlertViewState?
}

/// One past search in the gallery's history.
public struct GalleryHistoryItemViewState: Sendable, Hashable {
    public let entryID: Int64
    public let text: String
    /// "23 Nov 2026, 14:05 UTC", for people without the page script.
    public let timeText: String
    /// ISO 8601, which the page script shows in local time.
    public let timeISO: String
}

/// The grid of one search.
public struct GalleryResultsViewState: Sendable {
    public let query: String
    /// "322,831 images for “cats”", or what to do when nothing matched.
    public let summary: String
    public let cells: [PhotoCellViewState]
    public let page: Int
    /// The page the pager loads next; nil at the end.
    public let nextPage: Int?
    /// Whether the last page is shown (the grid says so).
    public let isEndOfResults: Bool
    /// True on a page after the last (an old or edited link): the grid says so, with a way back.
    public let isPastTheEnd: Bool
    public let offlineBanner: OfflineBannerViewState?
}

/// One square of the grid.
public struct PhotoCellViewState: Sendable, Hashable {
    public let id: String
    /// The alt text: the photo's title.
    public let title: String
    public let thumbnail: PhotoImage
}

/// One picture large.
public struct PhotoDetailsViewState: Sendable {
    public let id: String
    public let title: String
    /// "by Jane Doe".
    public let byline: String
    public let image: PhotoImage
    public let width: Int?
    public let height: Int?
    /// Flickr's page of the photo (its terms ask for the link); nil for film artwork.
    public let sourcePage: URL?
    /// "Licence: CC BY 2.0".
    public let licenseLine: String?
    /// The search and page to go back to.
    public let query: String
    public let page: Int
}
