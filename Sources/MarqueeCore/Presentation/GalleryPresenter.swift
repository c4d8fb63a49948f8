import Foundation

/// Turns what ``SearchPhotos`` found into ``GalleryViewState``.
public struct GalleryPresenter: Sendable {
    /// A presenter; it holds no state.
    public init() {}

    /// The whole gallery screen.
    public func screen(_ screen: GalleryScreen) -> GalleryViewState {
        let history = screen.history.map(Self.historyItem)
        switch screen.result {
        case nil:
            return GalleryViewState(query: screen.query, sourceLine: screen.source.attribution, history: history, results: nil, alert: nil)
        case let .success(outcome):
            let results = self.results(for: outcome, query: screen.query)
            let alert = outcome.page.totalResults == 0 && outcome.page.photos.isEmpty
                ? AlertViewState(title: "No images", message: Self.nothingFound(screen.query)) : nil
            return GalleryViewState(query: screen.query, sourceLine: screen.source.attribution, history: history, results: results, alert: alert)
        case let .failure(error):
            return GalleryViewState(query: screen.query, sourceLine: screen.source.attribution, history: history, results: nil, alert: Self.alert(for: error))
        }
    }

    /// The grid and pager of one page.
    public func results(for outcome: GalleryOutcome, query: String) -> GalleryResultsViewState {
        let page = outcome.page
        var seen = Set<String>()
        let cells = page.photos.filter { seen.insert($0.id).inserted }.map { PhotoCellViewState(id: $0.id, title: $0.title, thumbnail: $0.thumbnail) }
        let summary = page.totalResults == 0 && cells.isEmpty
            ? Self.nothingFound(query)
            : "\(SearchPresenter.grouped(page.totalResults)) \(page.totalResults == 1 ? "image" : "images") for “\(query)”"
        return GalleryResultsViewState(
            query: query, summary: summary, cells: cells, page: page.page, nextPage: page.hasNextPage ? page.page + 1 : nil,
            isEndOfResults: !page.hasNextPage && !cells.isEmpty, isPastTheEnd: page.isPastTheEnd,
            offlineBanner: outcome.savedAt.map(OfflineBannerViewState.init)
        )
    }

    /// One picture's screen.
    public func details(_ photo: Photo, query: String, page: Int) -> PhotoDetailsViewState {
        PhotoDetailsViewState(
            id: photo.id, title: photo.title, byline: "by \(photo.ownerName)", image: photo.large, width: photo.width, height: photo.height,
            sourcePage: photo.sourcePage, licenseLine: photo.license.map { "Licence: \($0)" }, query: query, page: page
        )
    }

    /// The dialog for a failure.
    public static func alert(for error: any Error) -> AlertViewState {
        switch error {
        case let error as PhotoSearchError: AlertViewState(title: error.title, message: error.message)
        default: AlertViewState(title: "Something went wrong", message: "Marquee could not run this search. Try again in a moment.")
        }
    }

    private static func nothingFound(_ query: String) -> String {
        "No image matches “\(query)”. Check the spelling or try other words."
    }

    private static func historyItem(_ entry: GallerySearchEntry) -> GalleryHistoryItemViewState {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: entry.date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        let text = "\(parts.day ?? 1) \(month) \(parts.year ?? 1970), \(time) UTC"
        return GalleryHistoryItemViewState(entryID: entry.id, text: entry.text, timeText: text, timeISO: ISO8601DateFormatter().string(from: entry.date))
    }
}
