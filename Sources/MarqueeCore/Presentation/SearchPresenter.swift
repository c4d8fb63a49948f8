import Foundation

/// Turns search outcomes and failures into ``SearchViewState``, in one language.
public struct SearchPresenter: Sendable {
    private let localizer: Localizer

    /// A presenter writing in `localizer`'s language; it holds no other state.
    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The whole screen for what ``SearchMovies/screen(_:page:remember:owner:storing:)`` found.
    public func screen(_ screen: SearchScreen) -> SearchViewState {
        switch screen.result {
        case nil:
            SearchViewState(query: screen.query, suggestions: screen.suggestions, results: .empty, alert: nil)
        case let .success(outcome):
            SearchViewState(query: screen.query, suggestions: screen.suggestions, results: results(for: outcome), alert: alert(for: outcome))
        case let .failure(error):
            SearchViewState(query: screen.query, suggestions: screen.suggestions, results: .empty, alert: alert(for: error))
        }
    }

    /// The results part for a search that ran.
    public func results(for outcome: SearchOutcome) -> SearchResultsViewState {
        let page = outcome.page
        let query = outcome.query.text
        let banner = outcome.savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) }
        guard page.totalResults > 0 else {
            return SearchResultsViewState(
                query: query, summary: nothingFound(query), rows: [], nextPage: nil, isEndOfResults: false,
                inlineMessage: nil, offlineBanner: banner
            )
        }
        // Counting past the cap would cost more than the page: "10,000+ results".
        let summary = page.totalIsCapped
            ? localizer(SearchResultsText.summaryCapped, localizer.number(page.totalResults), query)
            : localizer.count(page.totalResults, SearchResultsText.summary, query)
        return SearchResultsViewState(
            query: query,
            summary: summary,
            rows: Self.unique(page.movies).map {
                MovieRowViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none, localizer: localizer)
            },
            nextPage: page.hasNextPage ? page.page + 1 : nil,
            isEndOfResults: !page.hasNextPage && !page.isPastTheEnd,
            isPastTheEnd: page.isPastTheEnd,
            inlineMessage: nil,
            offlineBanner: banner
        )
    }

    /// The dialog for a submitted search: nothing found, or nil when something was.
    public func alert(for outcome: SearchOutcome) -> AlertViewState? {
        guard outcome.page.totalResults == 0 else { return nil }
        return AlertViewState(title: localizer[SearchResultsText.noResults], message: nothingFound(outcome.query.text))
    }

    /// The dialog for a failure.
    public func alert(for error: any Error) -> AlertViewState {
        switch error {
        case let error as SearchQueryError:
            AlertViewState(title: error.title(in: localizer), message: error.message(in: localizer))
        case let error as CatalogError:
            AlertViewState(title: error.title(in: localizer), message: error.message(in: localizer))
        default:
            AlertViewState(title: localizer[SearchResultsText.failedTitle], message: localizer[SearchResultsText.failed])
        }
    }

    /// The results part that shows a failure inline, for results fetched while typing.
    public func inlineFailure(_ error: any Error, query: String) -> SearchResultsViewState {
        SearchResultsViewState(query: query, summary: nil, rows: [], nextPage: nil, isEndOfResults: false, inlineMessage: alert(for: error).message)
    }

    private func nothingFound(_ query: String) -> String {
        localizer(SearchResultsText.nothingFound, query)
    }

    /// Drops a film repeated within a page, as TMDB sometimes sends.
    static func unique(_ movies: [Movie]) -> [Movie] {
        var seen = Set<Int>()
        return movies.filter { seen.insert($0.id).inserted }
    }

    /// `12345` as "12,345", as English writes it; a page in a language writes its numbers with
    /// the localizer's `number(_:)`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().reduce(into: "") { text, pair in
            if pair.offset > 0, (digits.count - pair.offset) % 3 == 0 { text.append(",") }
            text.append(pair.element)
        }
    }
}
