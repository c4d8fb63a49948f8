import Foundation
import Hummingbird
import MarqueeCore

/// The Favorites screen, the heart forms, and the favorite ids the page script syncs with.
struct FavoritesController: Sendable {
    let dependencies: WebDependencies
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get("/favorites", use: page)
        router.get("/favorites/ids", use: ids)
        router.post("/movies/:id/favorite", use: setFavorite)
    }

    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let favorites = try await dependencies.favorites(context.owner).favorites()
        let state = FavoritesViewState(favorites: favorites, removed: await removedFavorite(request))
        return pages.render("favorites", title: "Favorites", section: .favorites, content: state, request: request)
    }

    /// `[155, 272]`: the visitor's favorite ids, for pages restored from the back/forward cache.
    @Sendable func ids(_ request: Request, context: AppRequestContext) async throws -> Response {
        let ids = try await dependencies.favorites(context.owner).favorites().map(\.movie.id)
        return json(ids)
    }

    /// Sets a heart. The page script asks for JSON; a plain form comes back to where it was.
    @Sendable func setFavorite(_ request: Request, context: AppRequestContext) async throws -> Response {
        let wantsJSON = request.headers[.accept]?.contains("application/json") == true
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { throw HTTPError(.notFound) }
        let form = try await pages.csrf.verifiedForm(request)
        let favorite = form["favorite"] != "false"
        let restoredDate = form["favorited_at"].flatMap { TimeInterval($0) }.map { Date(timeIntervalSince1970: $0) }
        let previous = favorite ? nil : try await dependencies.favorites(context.owner).favorites().first { $0.movie.id == id }
        do {
            try await dependencies.setFavorite(for: context.owner)(movieID: id, favorite: favorite, restoredDate: restoredDate)
        } catch let error as CatalogError {
            guard wantsJSON else { throw HTTPError(ErrorStatus.of(error), message: error.message) }
            return json(["error": error.message], status: ErrorStatus.of(error))
        }
        if wantsJSON {
            return json(FavoriteState(movieID: id, favorite: favorite, favoritedAt: previous.map { Int($0.favoritedAt.timeIntervalSince1970) }))
        }
        var destination = Self.returnPath(form["return_to"], referer: request.headers[.referer]) ?? "/favorites"
        if let previous, destination.hasPrefix("/favorites") {
            destination = "/favorites?removed=\(id)&at=\(Int(previous.favoritedAt.timeIntervalSince1970))"
        }
        return Response(status: .seeOther, headers: [.location: destination])
    }

    /// The page a plain form came from: its `return_to` field, else the referrer's path.
    private static func returnPath(_ field: String?, referer: String?) -> String? {
        if LocalPath.isSafe(field) { return field }
        guard let referer, let url = URL(string: referer) else { return nil }
        let path = url.path + (url.query.map { "?" + $0 } ?? "")
        return LocalPath.isSafe(path) ? path : nil
    }

    /// The film named by `?removed=ID&at=SECONDS`, offered back after a plain-form removal.
    private func removedFavorite(_ request: Request) async -> FavoriteMovie? {
        let parameters = request.uri.queryParameters
        guard let id = parameters.get("removed").flatMap({ Int($0) }),
              let seconds = parameters.get("at").flatMap({ TimeInterval($0) }),
              let movie = try? await dependencies.discover.movie(id: id).value
        else { return nil }
        return FavoriteMovie(movie: movie, favoritedAt: Date(timeIntervalSince1970: seconds))
    }

    private func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status,
            headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

/// The answer to a heart press: the new state, and the date "Undo" can restore.
private struct FavoriteState: Encodable {
    let movieID: Int
    let favorite: Bool
    let favoritedAt: Int?
}
