import Foundation
import Hummingbird
import MarqueeCore

/// A film's details, `/movies/{id}`.
struct MovieController: Sendable {
    let dependencies: WebDependencies
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/movies/:id", use: details)
    }

    @Sendable func details(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { return notFound(request) }
        let result: Cached<Movie?>
        do {
            result = try await dependencies.discover.movie(id: id)
        } catch {
            return unavailable(request, error: error)
        }
        guard let movie = result.value else { return notFound(request) }
        let isFavorite = await dependencies.favoriteIDs(of: context.owner, among: [movie.id]).contains(movie.id)
        let state = MovieDetailsViewState(
            movie: movie, isFavorite: isFavorite, backURL: backURL(request), savedAt: result.savedAt
        )
        return pages.render("movie", title: movie.title, section: .discover, content: state, request: request)
    }

    /// The list the visitor came from: `?from=`, else the referrer when it is a list of ours.
    private func backURL(_ request: Request) -> String? {
        if let from = request.uri.queryParameters.get("from") { return String(from) }
        guard let referer = request.headers[.referer], let url = URL(string: referer),
              !url.path.hasPrefix("/movies/")
        else { return nil }
        return url.path + (url.query.map { "?" + $0 } ?? "")
    }

    /// A failing upstream says why, and what to do.
    private func unavailable(_ request: Request, error: any Error) -> Response {
        let message = (error as? CatalogError).map { error in
            error.isConnectivityProblem
                ? "You're offline, and Marquee has not saved this film's details yet. Check your connection and try again."
                : error.message
        } ?? "Marquee could not load this film. Try again in a moment."
        let state = ErrorViewState(heading: "Film unavailable", message: message, backURL: "/", backLabel: "Back to films")
        return pages.render("error", title: "Film unavailable", section: .discover, content: state, request: request, status: ErrorStatus.of(error))
    }

    private func notFound(_ request: Request) -> Response {
        let state = ErrorViewState(
            heading: "Film not found", message: "Marquee knows no film at this address. It may have been removed from the catalog.",
            backURL: "/", backLabel: "Back to films"
        )
        return pages.render("error", title: "Film not found", section: .discover, content: state, request: request, status: .notFound)
    }
}
