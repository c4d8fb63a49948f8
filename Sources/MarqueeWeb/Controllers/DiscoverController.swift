import Foundation
import Hummingbird
import MarqueeCore

/// The Discover screen (`/`, `/?tab=popular|users|critics`) and the popular grid's next pages
/// (`/discover/popular?page=N`) for the page script.
struct DiscoverController: Sendable {
    let dependencies: WebDependencies
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/", use: page)
        router.get("/discover/popular", use: popularFragment)
    }

    private var presenter: DiscoverPresenter { DiscoverPresenter(isLive: dependencies.isLive) }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let tab = DiscoverTab(query: request.uri.queryParameters.get("tab"))
        let pageNumber = request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1
        let (state, status) = await self.state(tab, page: pageNumber, owner: context.owner)
        return pages.render("discover", title: tab.title, section: .discover, content: state, request: request, status: status)
    }

    @Sendable func popularFragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        let pageNumber = request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1
        let (state, status) = await state(.popular, page: pageNumber, owner: context.owner)
        var response = pages.fragment("discover-grid-fragment", GridFragment(
            content: state, csrfToken: pages.csrf.token(for: request).token, failedFragment: state.inlineMessage != nil
        ))
        response.status = status
        return response
    }

    private func state(_ tab: DiscoverTab, page: Int, owner: OwnerID) async -> (DiscoverViewState, HTTPResponse.Status) {
        let discover = dependencies.discover
        do {
            switch tab {
            case .popular:
                let result = try await discover.popular(page: page)
                return (presenter.popular(result, favorites: await favorites(result.value.movies, owner)), .ok)
            case .users:
                let result = try await discover.topRatedByUsers()
                return (presenter.topRatedByUsers(result, favorites: await favorites(result.value, owner)), .ok)
            case .critics:
                let movies = try await discover.topRatedByCritics()
                return (presenter.topRatedByCritics(movies, favorites: await favorites(movies, owner)), .ok)
            }
        } catch {
            dependencies.logger.warning("Discover list \(tab.rawValue) failed: \(error)")
            return (presenter.failure(tab, error: error), ErrorStatus.of(error))
        }
    }

    private func favorites(_ movies: [Movie], _ owner: OwnerID) async -> Set<Int> {
        await dependencies.favoriteIDs(of: owner, among: movies.map(\.id))
    }
}

/// The popular grid alone; a failure shows its message where the next cards would go (on the
/// full page, the message stands above the grid instead).
private struct GridFragment: Sendable {
    let content: DiscoverViewState
    let csrfToken: String
    let failedFragment: Bool
    let returnTo = ""
}
