import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The search screen (`/search`) and the results fragment the page script fetches
/// (`/search/results`) while the user types or scrolls.
struct SearchController: Sendable {
    let search: SearchMovies
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.search, use: page)
        router.get(.searchResults, use: fragment)
    }

    /// The whole screen, from one call of the use case. A search submitted here is remembered
    /// when it finds something.
    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = pages.searchParameters(of: request)
        let screen = await search.screen(parameters.q, page: parameters.pageNumber, remember: parameters.isSubmitted, owner: context.owner,
                                       storing: context.remembersBrowsing)
        var status = HTTPResponse.Status.ok
        if case let .failure(error) = screen.result {
            status = ErrorStatus.of(error)
            log(error, query: screen.query)
        }
        let state = SearchPresenter(localizer: context.localizer).screen(screen)
        let title = parameters.q.map { context.localizer(SearchPageText.titleOfSearch, $0) } ?? context.localizer[SearchPageText.title]
        return pages.page(request, context, title: title, section: .search, status: status) { SearchPage(state: state, chrome: $0) }
    }

    /// The results list alone, never remembered: results shown while typing, and next pages. It
    /// answers with the status the whole page would have.
    @Sendable func fragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = pages.searchParameters(of: request)
        let presenter = SearchPresenter(localizer: context.localizer)
        let results: SearchResultsViewState
        var status = HTTPResponse.Status.ok
        do {
            let outcome = try await search(parameters.q ?? "", page: parameters.pageNumber, remember: false, owner: context.owner,
                                          storing: context.remembersBrowsing)
            results = presenter.results(for: outcome)
        } catch SearchQueryError.empty {
            results = .empty
        } catch {
            log(error, query: parameters.q ?? "")
            status = ErrorStatus.of(error)
            results = presenter.inlineFailure(error, query: parameters.q ?? "")
        }
        return pages.fragment(request, context, status: status) { SearchResultsList(state: results, context: $0) }
    }

    private func log(_ error: any Error, query: String) {
        let level: Logger.Level = error is SearchQueryError ? .debug : .warning
        logger.log(level: level, "Search failed", metadata: ["query": "\(query.prefix(80))", "error": "\(error)"])
    }
}
