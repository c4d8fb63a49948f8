import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The Discover screen (`/`, `/?tab=popular|users|critics`) and the popular grid's next pages
/// (`/discover/popular?page=N`) for the page script.
struct DiscoverController: Sendable {
    let discover: DiscoverMovies
    let presenter: DiscoverPresenter
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.discover, use: page)
        router.get(.popularGrid, use: popularFragment)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let tab = DiscoverTab(query: request.uri.queryParameters.get("tab"))
        let (state, status) = await self.state(tab, request: request, context: context)
        return pages.page(request, context, title: state.title, section: .discover, status: status) { DiscoverPage(state: state, chrome: $0) }
    }

    @Sendable func popularFragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        let (state, status) = await state(.popular, request: request, context: context)
        return pages.fragment(request, context, status: status) { DiscoverGrid(state: state, context: $0, showsFailureInline: true) }
    }

    private func state(_ tab: DiscoverTab, request: Request, context: AppRequestContext) async -> (DiscoverViewState, HTTPResponse.Status) {
        let page = request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1
        let screen = await discover(tab, page: page, owner: context.owner)
        let state = presenter.screen(screen, localizer: context.localizer)
        guard case let .failure(error) = screen.result else { return (state, .ok) }
        logger.warning("Discover list \(tab.rawValue) failed: \(error)")
        return (state, ErrorStatus.of(error))
    }
}
