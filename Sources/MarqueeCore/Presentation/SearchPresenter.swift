import Foundation

/// Turns search outcomes and failures into ``SearchViewState``.
public struct SearchPresenter: Sendable {
    /// A presenter; it holds no state.
    public init() {}

    /// The whole screen for what ``SearchMovies/screen(_:page:remember:owner:)`` found.
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
        let banner = outcome.savedAt.map(OfflineBannerViewState.init)
        guard page.totalResults > 0 else {
            return SearchResultsViewState(
                query: query, summary: Self.nothingFound(query), rows: [], nextPage: nil, isEndOfResults: false,
                inlineMessage: nil, offlineBanner: banner
            )
        }
        let noun = page.totalResults == 1 && !page.totalIsCapped ? "result" : "results"
        // Counting past the cap would cost more than the page: "10,000+ results".
        let count = Self.grouped(page.totalResults) + (page.totalIsCapped ? "+" : "")
        return SearchResultsViewState(
            query: query,
            summary: "\(count) \(noun) for “\(query)”",
            rows: Self.unique(page.movies).map { MovieRowViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none) },
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
        return AlertViewState(title: "No results", message: Self.nothingFound(outcome.query.text))
    }

    /// The dialog for a failure.
    public func alert(for error: any Error) -> AlertViewState {
        switch error {
        case let error as SearchQueryError:
            AlertViewState(title: error.title, message: error.message)
        case let error as CatalogError:
            AlertViewState(title: error.title, message: error.message)
        default:
            AlertViewState(title: "Something went wrong", message: "Marquee could not run this search. Try again in a moment.")
        }
    }

    /// The results part that shows a failure inline, for results fetched while typing.
    public func inlineFailure(_ error: any Error, query: String) -> SearchResultsViewState {
        SearchResultsViewState(query: query, summary: nil, rows: [], nextPage: nil, isEndOfResults: false, inlineMessage: alert(for: error).message)
    }

    private static func nothingFound(_ query: String) -> String {
        "No movie matches “\(query)”. Check the spelling or try fewer words."
    }

    /// Drops a film repeated within a page, as TMDB sometimes sends.
    static func unique(_ movies: [Movie]) -> [Movie] {
        var seen = Set<Int>()
        return movies.filter { seen.insert($0.id).inserted }
    }

    /// `12345` as "12,345".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().reduce(into: "") { text, pair in
            if pair.offset > 0, (digits.count - pair.offset) % 3 == 0 { text.append(",") }
            text.append(pair.element)
        }
    }
}
