import Foundation
import Hummingbird
import MarqueeCore

/// A film's details, `/movies/{id}`.
struct MovieController: Sendable {
    let details: MovieDetails
    let yourFilms: any YourFilmsStore
    let region: RegionPreference
    let pages: Pages
    let now: @Sendable () -> Date

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.movie, use: page)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { return notFound(request, context) }
        let outcome: MovieDetailsOutcome?
        do {
            outcome = try await details(id: id, owner: context.owner)
        } catch {
            return unavailable(request, context, error: error)
        }
        guard let outcome else { return notFound(request, context) }
        let state = MovieDetailsViewState(outcome, region: region.region(for: request), localizer: context.localizer)
        let back = backRoute(request)
        let journal = await journal(of: outcome.movie, owner: context.owner, localizer: context.localizer)
        let parameters = request.uri.queryParameters
        let notice = FilmNotice(notice: parameters.get("notice").map { String($0) }, viewing: parameters.get("viewing").map { String($0) })
        var response = pages.page(request, context, title: outcome.movie.title, section: .discover) {
            MovieDetailsPage(state: state, journal: journal, notice: notice, back: back, chrome: $0)
        }
        // Where to watch follows the browser's languages and the region cookie.
        response.headers[.vary] = "Accept-Encoding, Accept-Language, Cookie"
        return response
    }

    /// The person's own film: their viewings and watchlist mark; nil when the store cannot
    /// answer, so a failing store costs that part of the page, never the page.
    private func journal(of movie: Movie, owner: OwnerID, localizer: Localizer) async -> FilmJournalViewState? {
        async let viewings = yourFilms.viewings(ofMovie: movie.id, for: owner)
        async let marks = yourFilms.marks(of: owner, among: [movie.id])
        guard let viewings = try? await viewings, let marks = try? await marks else { return nil }
        return FilmJournalViewState(movie: movie, viewings: viewings, isOnWatchlist: marks[movie.id]?.onWatchlist ?? false, now: now(), localizer: localizer)
    }

    /// The list the visitor came from: `?from=`, else the referrer when it is a list of ours,
    /// else Discover. Only screens of the route table qualify, so the link never leaves the site.
    private func backRoute(_ request: Request) -> Route {
        let candidates = [
            request.uri.queryParameters.get("from").flatMap { Route(returnPath: String($0)) },
            request.headers[.referer].flatMap(Route.init(referer:)),
        ]
        return candidates.lazy.compactMap { $0 }.first { $0.pattern != .movie } ?? .discover()
    }

    /// A failing upstream says why, and what to do.
    private func unavailable(_ request: Request, _ context: AppRequestContext, error: any Error) -> Response {
        let message = UnavailableMessage.text(for: error, about: .film, in: context.localizer)
        let title = context.localizer[FilmPageText.unavailable]
        return pages.page(request, context, title: title, section: .discover, status: ErrorStatus.of(error)) {
            ErrorPage(heading: title, message: message, chrome: $0)
        }
    }

    private func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        let title = context.localizer[FilmPageText.notFound]
        return pages.page(request, context, title: title, section: .discover, status: .notFound) {
            ErrorPage(heading: title, message: context.localizer[FilmPageText.notFoundMessage], chrome: $0)
        }
    }
}
