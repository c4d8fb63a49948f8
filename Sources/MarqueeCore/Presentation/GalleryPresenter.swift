import Foundation

/// Turns what ``SearchPhotos`` found into ``GalleryViewState``, in one language.
public struct GalleryPresenter: Sendable {
    private let localizer: Localizer

    /// A presenter writing in `localizer`'s language; it holds no other state.
    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The whole gallery screen.
    public func screen(_ screen: GalleryScreen) -> GalleryViewState {
        let history = screen.history.map(historyItem)
        let source = screen.source.attribution(in: localizer)
        switch screen.result {
        case nil:
            return GalleryViewState(query: screen.query, sourceLine: source, history: history, results: nil, alert: nil)
        case let .success(outcome):
            let results = self.results(for: outcome, query: screen.query)
            let alert = outcome.page.totalResults == 0 && outcome.page.photos.isEmpty
                ? AlertViewState(title: localizer[GalleryText.noImages], message: nothingFound(screen.query)) : nil
            return GalleryViewState(query: screen.query, sourceLine: source, history: history, results: results, alert: alert)
        case let .failure(error):
            return GalleryViewState(query: screen.query, sourceLine: source, history: history, results: nil, alert: alert(for: error))
        }
    }

    /// The grid and pager of one page.
    public func results(for outcome: GalleryOutcome, query: String) -> GalleryResultsViewState {
        let page = outcome.page
        var seen = Set<String>()
        let cells = page.photos.filter { seen.insert($0.id).inserted }.map { PhotoCellViewState(id: $0.id, title: title(of: $0), thumbnail: $0.thumbnail) }
        let summary = page.totalResults == 0 && cells.isEmpty
            ? nothingFound(query)
            : localizer.count(page.totalResults, GalleryText.summary, query)
        return GalleryResultsViewState(
            query: query, summary: summary, cells: cells, page: page.page, nextPage: page.hasNextPage ? page.page + 1 : nil,
            isEndOfResults: !page.hasNextPage && !cells.isEmpty, isPastTheEnd: page.isPastTheEnd,
            offlineBanner: outcome.savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) }
        )
    }

    /// One picture's screen.
    public func details(_ photo: Photo, query: String, page: Int) -> PhotoDetailsViewState {
        PhotoDetailsViewState(
            id: photo.id, title: title(of: photo), byline: localizer(GalleryText.byline, photo.ownerName), image: photo.large,
            width: photo.width, height: photo.height, sourcePage: photo.sourcePage,
            licenseLine: photo.license.map { localizer(GalleryText.licence, $0) }, query: query, page: page
        )
    }

    /// The dialog for a failure.
    public func alert(for error: any Error) -> AlertViewState {
        switch error {
        case let error as PhotoSearchError: AlertViewState(title: error.title(in: localizer), message: error.message(in: localizer))
        default: AlertViewState(title: localizer[SearchResultsText.failedTitle], message: localizer[SearchResultsText.failed])
        }
    }

    /// A photo's title as its source gave it; a film's poster or banner named in the language.
    private func title(of photo: Photo) -> String {
        switch FilmArtworkPhotoSearch.artwork(of: photo) {
        case .poster?: localizer(GalleryText.posterOf, photo.ownerName)
        case .backdrop?: localizer(GalleryText.bannerOf, photo.ownerName)
        case nil: photo.title
        }
    }

    private func nothingFound(_ query: String) -> String {
        localizer(GalleryText.nothingFound, query)
    }

    /// "23 Nov 2026, 14:05 UTC", with the language's short month name.
    private func historyItem(_ entry: GallerySearchEntry) -> GalleryHistoryItemViewState {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: entry.date)
        let month = CalendarWords.of(localizer.language).shortMonth(max(1, min(12, parts.month ?? 1)))
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        let text = "\(parts.day ?? 1) \(month) \(parts.year ?? 1970), \(time) UTC"
        return GalleryHistoryItemViewState(entryID: entry.id, text: entry.text, timeText: text, timeISO: ISO8601DateFormatter().string(from: entry.date))
    }
}
