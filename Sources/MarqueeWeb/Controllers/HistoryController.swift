import Foundation
import Hummingbird
import MarqueeCore

/// Recent searches: a page to review them, and forms to forget one or all.
struct HistoryController: Sendable {
    let history: any SearchHistory
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.history, use: page)
        router.post(.forgetSearch, use: forget)
        router.post(.clearHistory, use: clear)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let queries = try await history.recentQueries(of: context.owner)
        return pages.page(request, context, title: context.localizer[HistoryText.title], section: .search) { HistoryPage(queries: queries, chrome: $0) }
    }

    @Sendable func forget(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: ForgetSearchForm.self, context: context)
        if let query = form.q {
            try await history.forget(query, for: context.owner)
        }
        return done(request)
    }

    @Sendable func clear(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await history.clear(for: context.owner)
        return done(request)
    }

    /// The page script asks for no content; a plain form goes back to the history page.
    private func done(_ request: Request) -> Response {
        if request.headers[.accept]?.contains("application/json") == true {
            return Response(status: .noContent)
        }
        return Response(status: .seeOther, headers: [.location: Route.history.url])
    }
}
