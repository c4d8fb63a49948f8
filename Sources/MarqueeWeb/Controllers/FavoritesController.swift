import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The Favorites screen, the heart forms, and the favorite ids the page script syncs with.
struct FavoritesController: Sendable {
    let favorites: any FavoritesStore
    let setFavorite: SetFavorite
    let details: MovieDetails
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.favorites, use: page)
        router.get(.favoriteIDs, use: ids)
        router.post(.setFavorite, use: set)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let state = FavoritesViewState(
            favorites: try await favorites.favorites(of: context.owner), removed: await removedFavorite(request), localizer: context.localizer
        )
        return pages.page(request, context, title: context.localizer[FavoritesText.title], section: .yourFilms) { FavoritesPage(state: state, chrome: $0) }
    }

    /// `[155, 272]`: the visitor's favorite ids, for pages restored from the back/forward cache.
    @Sendable func ids(_ request: Request, context: AppRequestContext) async throws -> Response {
        JSONResponse.make(try await favorites.favorites(of: context.owner).map(\.movie.id))
    }

    /// Sets a heart. The page script asks for JSON; a plain form comes back to where it was.
    @Sendable func set(_ request: Request, context: AppRequestContext) async throws -> Response {
        let wantsJSON = request.headers[.accept]?.contains("application/json") == true
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { throw HTTPError(.notFound) }
        let form = try await request.decode(as: HeartForm.self, context: context)
        let favorite = form.isFavorite
        let restoredDate = form.restoredDate?.date
        let previous = favorite ? nil : try await favorites.favorites(of: context.owner).first { $0.movie.id == id }
        let applied: Bool
        do {
            applied = try await setFavorite(movieID: id, favorite: favorite, restoredDate: restoredDate,
                                             changedAt: form.changeTime(receivedAt: Date()), owner: context.owner)
        } catch let error as CatalogError {
            guard wantsJSON else { throw HTTPError(ErrorStatus.of(error), message: error.message(in: context.localizer)) }
            return JSONResponse.make(["error": error.message(in: context.localizer)], status: ErrorStatus.of(error))
        }
        let previousDate = previous.map { FavoritesPage.seconds($0.favoritedAt) }
        if wantsJSON {
            guard applied else {
                // A change the person made later was applied first: this one changed nothing.
                let now = try await favorites.favoriteIDs(of: context.owner, among: [id]).contains(id)
                return JSONResponse.make(FavoriteState(movieID: id, favorite: now, favoritedAt: nil, superseded: true))
            }
            return JSONResponse.make(FavoriteState(movieID: id, favorite: favorite, favoritedAt: previousDate, superseded: false))
        }
        var destination = form.returnRoute
            ?? request.headers[.referer].flatMap(Route.init(referer:))
            ?? .favorites()
        if let previousDate, destination.pattern == .favorites {
            destination = .favorites(removed: .init(movieID: id, favoritedAt: previousDate))
        }
        return Response(status: .seeOther, headers: [.location: destination.url])
    }

    /// The film named by `?removed=ID&at=SECONDS`, offered back after a plain-form removal.
    private func removedFavorite(_ request: Request) async -> FavoriteMovie? {
        let parameters = request.uri.queryParameters
        guard let id = parameters.get("removed").flatMap({ Int($0) }), id > 0,
              let favoritedAt = parameters.get("at").flatMap({ FavoriteDate(secondsSince1970: $0) }),
              let movie = try? await details.movie(id: id).value
        else { return nil }
        return FavoriteMovie(movie: movie, favoritedAt: favoritedAt.date)
    }
}

/// The answer to a heart press: the new state, the date "Undo" can restore, and whether a change
/// the person made later had already been applied (the state is then that change's).
private struct FavoriteState: Encodable {
    let movieID: Int
    let favorite: Bool
    let favoritedAt: Int?
    let superseded: Bool
}
