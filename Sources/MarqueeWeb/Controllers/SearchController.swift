import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The search screen (`/`, `/search`) and the results fragment the page script fetches
/// (`/search/results`) while the user types or scrolls.
struct SearchController: Sendable {
    let dependencies: WebDependencies
    let renderer: PageRenderer
    let csrf: CSRFProtection

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/", use: page)
        router.get("/search", use: page)
        router.get("/search/results", use: fragment)
    }

    /// The whole screen. A search submitted here is remembered when it finds something.
    @Sendable func page(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let parameters = SearchParameters(request)
        let text = parameters.q
        let pageNumber = parameters.pageNumber
        var results = SearchResultsViewState.empty
        var alert: AlertViewState?
        var status = HTTPResponse.Status.ok
        if let text {
            do {
                let outcome = try await dependencies.search(text, page: pageNumber, remember: true)
                results = dependencies.presenter.results(for: outcome)
                alert = dependencies.presenter.alert(for: outcome)
            } catch {
                alert = dependencies.presenter.alert(for: error)
                status = Self.status(for: error)
                log(error, query: text)
            }
        }
        let state = SearchViewState(
            query: text ?? "",
            suggestions: dependencies.presenter.suggestions(await recentQueries()),
            results: results,
            alert: alert
        )
        let (token, cookie) = csrf.token(for: request)
        let title = text.map { "\($0) – Marquee search" } ?? "Search movies – Marquee"
        var response = renderer.response("search", PageContext(title: title, csrfToken: token, content: state), status: status)
        if let cookie { response.setCookie(cookie) }
        return response
    }

    /// The results list alone, never remembered: results shown while typing, and next pages.
    @Sendable func fragment(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let parameters = SearchParameters(request)
        let results: SearchResultsViewState
        do {
            let outcome = try await dependencies.search(parameters.q ?? "", page: parameters.pageNumber, remember: false)
            results = dependencies.presenter.results(for: outcome)
        } catch SearchQueryError.empty {
            results = .empty
        } catch {
            log(error, query: parameters.q ?? "")
            results = dependencies.presenter.inlineFailure(error)
        }
        return renderer.response("search-results", results)
    }

    /// History is a convenience: if it cannot be read, the screen still works without it.
    private func recentQueries() async -> [String] {
        do {
            return try await dependencies.history.recentQueries()
        } catch {
            dependencies.logger.error("Search history could not be read: \(error)")
            return []
        }
    }

    private func log(_ error: any Error, query: String) {
        let level: Logger.Level = error is SearchQueryError ? .debug : .warning
        dependencies.logger.log(level: level, "Search failed", metadata: ["query": "\(query.prefix(80))", "error": "\(error)"])
    }

    /// The status of a page that shows a failure: the page still renders, with a dialog.
    static func status(for error: any Error) -> HTTPResponse.Status {
        switch error {
        case is SearchQueryError:
            return .badRequest
        case let error as CatalogError:
            switch error {
            case .rateLimited: return .tooManyRequests
            case .timedOut: return .gatewayTimeout
            case .invalidCredentials, .suspendedCredentials, .undecodableResponse, .rejectedRequest, .notFound, .offline, .connectionInterrupted:
                return .badGateway
            case .serviceUnavailable: return .serviceUnavailable
            }
        default:
            return .internalServerError
        }
    }
}
