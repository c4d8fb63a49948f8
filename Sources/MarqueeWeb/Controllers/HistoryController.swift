import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// Recent searches: a page to review them, and forms to forget one or all.
struct HistoryController: Sendable {
    let history: any SearchHistory
    let renderer: PageRenderer
    let csrf: CSRFProtection
    let logger: Logger

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/history", use: page)
        router.post("/history/forget", use: forget)
        router.post("/history/clear", use: clear)
    }

    @Sendable func page(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let queries = try await history.recentQueries()
        let (token, cookie) = csrf.token(for: request)
        let state = HistoryViewState(entries: queries.map(HistoryEntryViewState.init))
        var response = renderer.response("history", PageContext(title: "Recent searches – Marquee", csrfToken: token, content: state))
        if let cookie { response.setCookie(cookie) }
        return response
    }

    @Sendable func forget(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await csrf.verifiedForm(request, context: context)
        if let query = form["q"] {
            try await history.forget(query)
        }
        return done(request)
    }

    @Sendable func clear(_ request: Request, context: BasicRequestContext) async throws -> Response {
        _ = try await csrf.verifiedForm(request, context: context)
        try await history.clear()
        return done(request)
    }

    /// The page script asks for no content; a plain form goes back to the history page.
    private func done(_ request: Request) -> Response {
        if request.headers[.accept]?.contains("application/json") == true {
            return Response(status: .noContent)
        }
        return Response(status: .seeOther, headers: [.location: "/history"])
    }
}

/// The recent searches page.
struct HistoryViewState: Sendable {
    let entries: [HistoryEntryViewState]
    let hasEntries: Bool

    init(entries: [HistoryEntryViewState]) {
        self.entries = entries
        hasEntries = !entries.isEmpty
    }
}

/// One remembered search with the link that runs it again.
struct HistoryEntryViewState: Sendable {
    let query: String
    let searchURL: String

    init(query: String) {
        self.query = query
        searchURL = SearchPresenter().url(query: query, page: 1)
    }
}
