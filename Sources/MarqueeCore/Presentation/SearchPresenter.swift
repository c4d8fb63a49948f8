import Foundation

/// Turns search outcomes and failures into ``SearchViewState``.
public struct SearchPresenter: Sendable {
    private let links: PosterLinks
    private let searchPath: String

    /// Builds links to images under `links` and to result pages under `searchPath`.
    public init(links: PosterLinks = PosterLinks(), searchPath: String = "/search") {
        self.links = links
        self.searchPath = searchPath
    }

    /// The results part for a search that ran; `favorites` are the ids whose heart is filled.
    public func results(for outcome: SearchOutcome, favorites: Set<Int> = []) -> SearchResultsViewState {
        let page = outcome.page
        let query = outcome.query.text
        guard page.totalResults > 0 else {
            return SearchResultsViewState(
                summary: Self.nothingFound(query), rows: [], nextPageURL: nil, isEndOfResults: false, inlineMessage: nil,
                offlineBanner: outcome.savedAt.map(OfflineBannerViewState.init)
            )
        }
        let noun = page.totalResults == 1 ? "result" : "results"
        return SearchResultsViewState(
            summary: "\(Self.grouped(page.totalResults)) \(noun) for “\(query)”",
            rows: Self.unique(page.movies).map { MovieRowViewState(movie: $0, links: links, isFavorite: favorites.contains($0.id)) },
            nextPageURL: page.hasNextPage ? url(query: query, page: page.page + 1) : nil,
            nextFragmentURL: page.hasNextPage ? url(query: query, page: page.page + 1, path: searchPath + "/results") : nil,
            isEndOfResults: !page.hasNextPage,
            inlineMessage: nil,
            offlineBanner: outcome.savedAt.map(OfflineBannerViewState.init)
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
    public func inlineFailure(_ error: any Error) -> SearchResultsViewState {
        SearchResultsViewState(summary: nil, rows: [], nextPageURL: nil, isEndOfResults: false, inlineMessage: alert(for: error).message)
    }

    /// The suggestion list for remembered queries.
    public func suggestions(_ queries: [String]) -> [SuggestionViewState] {
        queries.enumerated().map { SuggestionViewState(index: $0.offset, text: $0.element) }
    }

    /// The shareable URL of a page of a search.
    public func url(query: String, page: Int, path: String? = nil) -> String {
        var components = URLComponents()
        components.path = path ?? searchPath
        components.queryItems = [URLQueryItem(name: "q", value: query)] + (page > 1 ? [URLQueryItem(name: "page", value: String(page))] : [])
        // URLComponents leaves "+" alone, which a form decoder reads as a space.
        return (components.string ?? components.path).replacingOccurrences(of: "+", with: "%2B")
    }

    private static func nothingFound(_ query: String) -> String {
        "No movie matches “\(query)”. Check the spelling or try fewer words."
    }

    /// Drops a film repeated within a page, as TMDB sometimes sends.
    static func unique(_ movies: [Movie]) -> [Movie] {
        var seen = Set<Int>()
        return movies.filter { seen.insert($0.id).inserted }
    }

    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().reduce(into: "") { text, pair in
            if pair.offset > 0, (digits.count - pair.offset) % 3 == 0 { text.append(",") }
            text.append(pair.element)
        }
    }
}
