import Foundation
import Hummingbird
import MarqueeCore

/// Recent searches: a page to review them, and forms to forget one or all.
struct HistoryController: Sendable {
    let history: @Sendable (OwnerID) -> any SearchHistory
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/history", use: page)
        router.post("/history/forget", use: forget)
        router.post("/history/clear", use: clear)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let queries = try await history(context.owner).recentQueries()
        let state = HistoryViewState(entries: queries.map(HistoryEntryViewState.init))
        return pages.render("history", title: "Recent searches", section: .search, content: state, request: request)
    }

    @Sendable func forget(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await pages.csrf.verifiedForm(request)
        if let query = form["q"] {
            try await history(context.owner).forget(query)
        }
        return done(request)
    }

    @Sendable func clear(_ request: Request, context: AppRequestContext) async throws -> Response {
        _ = try await pages.csrf.verifiedForm(request)
        try await history(context.owner).clear()
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
