import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// A genre's films, `/genres/{id}?page=N`, and the grid's next pages for the page script.
struct GenreController: Sendable {
    let genre: GenreMovies
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.genre, use: page)
        router.get(.genreGrid, use: fragment)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let genre = genre(context) else { return notFound(request, context) }
        do {
            let state = try await self.state(genre, request: request, context: context)
            return pages.page(request, context, title: state.title, section: .discover) { GenrePage(state: state, chrome: $0) }
        } catch {
            logger.warning("Genre \(genre.id) failed: \(error)")
            let heading = context.localizer(GenrePageText.unavailable, context.localizer.genreName(of: genre))
            return pages.page(request, context, title: heading, section: .discover, status: ErrorStatus.of(error)) {
                ErrorPage(heading: heading, message: Self.message(error, context.localizer), chrome: $0)
            }
        }
    }

    @Sendable func fragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let genre = genre(context) else { return notFound(request, context) }
        do {
            let state = try await self.state(genre, request: request, context: context)
            return pages.fragment(request, context) { GenreGrid(state: state, context: $0) }
        } catch {
            return pages.fragment(request, context, status: ErrorStatus.of(error)) { _ in InlineMessage(message: Self.message(error, context.localizer)) }
        }
    }

    private func genre(_ context: AppRequestContext) -> Genre? {
        context.parameters.get("id").flatMap { Int($0) }.flatMap { Genre(id: $0) }
    }

    private func state(_ genre: Genre, request: Request, context: AppRequestContext) async throws -> GenreViewState {
        let page = request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1
        return GenreViewState(try await self.genre(genre, page: page, owner: context.owner), localizer: context.localizer)
    }

    private static func message(_ error: any Error, _ localizer: Localizer) -> String {
        UnavailableMessage.text(for: error, about: .genre, in: localizer)
    }

    private func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        let heading = context.localizer[GenrePageText.notFound]
        return pages.page(request, context, title: heading, section: .discover, status: .notFound) {
            ErrorPage(heading: heading, message: context.localizer[GenrePageText.notFoundMessage], chrome: $0)
        }
    }
}
