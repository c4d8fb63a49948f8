import Foundation
import Hummingbird
import Logging
import MarqueeCore
import Mustache

/// The search screen (`/search`) and the results fragment the page script fetches
/// (`/search/results`) while the user types or scrolls.
struct SearchController: Sendable {
    let dependencies: WebDependencies
    let pages: Pages
    let presenter = SearchPresenter()

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/search", use: page)
        router.get("/search/results", use: fragment)
    }

    /// The whole screen. A search submitted here is remembered when it finds something.
    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = SearchParameters(request)
        var results = SearchResultsViewState.empty
        var alert: AlertViewState?
        var status = HTTPResponse.Status.ok
        if let text = parameters.q {
            do {
                let outcome = try await dependencies.search(for: context.owner)(text, page: parameters.pageNumber, remember: parameters.isSubmitted)
                results = presenter.results(for: outcome, favorites: await favorites(in: outcome, owner: context.owner))
                alert = presenter.alert(for: outcome)
            } catch {
                alert = presenter.alert(for: error)
                status = ErrorStatus.of(error)
                log(error, query: text)
            }
        }
        let state = SearchViewState(
            query: parameters.q ?? "",
            suggestions: presenter.suggestions(await recentQueries(of: context.owner)),
            results: results,
            alert: alert
        )
        let title = parameters.q.map { "\($0) – Search" } ?? "Search movies"
        return pages.render("search", title: title, section: .search, content: state, request: request, status: status)
    }

    /// The results list alone, never remembered: results shown while typing, and next pages.
    @Sendable func fragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = SearchParameters(request)
        let results: SearchResultsViewState
        do {
            let outcome = try await dependencies.search(for: context.owner)(parameters.q ?? "", page: parameters.pageNumber, remember: false)
            results = presenter.results(for: outcome, favorites: await favorites(in: outcome, owner: context.owner))
        } catch SearchQueryError.empty {
            results = .empty
        } catch {
            log(error, query: parameters.q ?? "")
            results = presenter.inlineFailure(error)
        }
        return pages.fragment("search-results-fragment", PageFragment(content: results, csrfToken: pages.csrf.token(for: request).token))
    }

    private func favorites(in outcome: SearchOutcome, owner: OwnerID) async -> Set<Int> {
        await dependencies.favoriteIDs(of: owner, among: outcome.page.movies.map(\.id))
    }

    /// History is a convenience: if it cannot be read, the screen still works without it.
    private func recentQueries(of owner: OwnerID) async -> [String] {
        do {
            return try await dependencies.history(owner).recentQueries()
        } catch {
            dependencies.logger.error("Search history could not be read: \(error)")
            return []
        }
    }

    private func log(_ error: any Error, query: String) {
        let level: Logger.Level = error is SearchQueryError ? .debug : .warning
        dependencies.logger.log(level: level, "Search failed", metadata: ["query": "\(query.prefix(80))", "error": "\(error)"])
    }
}

/// A fragment's content with the CSRF token its heart forms carry. The page script sends
/// hearts itself, so `returnTo` is left empty and the server falls back to the referrer.
struct PageFragment<Content: Sendable>: Sendable, MustacheParent {
    let content: Content
    let csrfToken: String
    let returnTo = ""

    func child(named name: String) -> Any? {
        switch name {
        case "content": content
        case "csrfToken": csrfToken
        case "returnTo": returnTo
        default: nil
        }
    }
}
