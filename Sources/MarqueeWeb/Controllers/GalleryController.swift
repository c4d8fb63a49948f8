import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The gallery (`/gallery`), the grid pages the page script loads as the person scrolls, one
/// picture large, the history's forms, and the photos themselves (`/photos/…`).
struct GalleryController: Sendable {
    let search: SearchPhotos
    let history: any GalleryHistory
    let photos: (any PhotoImageSource)?
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.gallery, use: page)
        router.get(.galleryResults, use: fragment)
        router.get(.galleryPhoto, use: photo)
        router.post(.forgetGallerySearch, use: forget)
        router.post(.clearGalleryHistory, use: clear)
    }

    /// The images routes need no visitor: they are registered on the router itself.
    func addImageRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.photoImage, use: photoImage)
    }

    /// The whole screen. A search sent by the form (page 1) is remembered when it runs; coming
    /// back to it (a link, "Back to images") is not a new search.
    @Sendable func page(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = pages.searchParameters(of: request)
        let screen = await search.screen(parameters.q, page: parameters.pageNumber, remember: parameters.isSubmittedByForm, owner: context.owner,
                                       storing: context.remembersBrowsing)
        var status = HTTPResponse.Status.ok
        if case let .failure(error) = screen.result {
            status = Self.status(of: error)
            logger.warning("Image search failed", metadata: ["query": "\(screen.query.prefix(80))", "error": "\(error)"])
        }
        let state = GalleryPresenter(localizer: context.localizer).screen(screen)
        let title = screen.query.isEmpty ? context.localizer[GalleryPageText.title] : context.localizer(GalleryPageText.titleOfSearch, screen.query)
        return pages.page(request, context, title: title, section: .gallery, status: status) { GalleryPage(state: state, chrome: $0) }
    }

    /// The grid of one page alone, never remembered.
    @Sendable func fragment(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = pages.searchParameters(of: request)
        let screen = await search.screen(parameters.q, page: parameters.pageNumber, remember: false, owner: context.owner, storing: context.remembersBrowsing)
        switch screen.result {
        case let .success(outcome):
            let results = GalleryPresenter(localizer: context.localizer).results(for: outcome, query: screen.query)
            return pages.fragment(request, context) { _ in PhotoGrid(state: results) }
        case let .failure(error):
            return pages.fragment(request, context, status: Self.status(of: error)) { _ in InlineMessage(message: GalleryPresenter(localizer: context.localizer).alert(for: error).message) }
        case nil:
            return pages.fragment(request, context, status: .badRequest) { _ in InlineMessage(message: context.localizer[GalleryPageText.typeSomething]) }
        }
    }

    /// One picture large, looked up in the page of the search it was found on.
    @Sendable func photo(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id"), Route.isPhotoID(id) else { throw HTTPError(.notFound) }
        let parameters = pages.searchParameters(of: request)
        let query = parameters.q ?? ""
        var found: Photo?
        if !query.isEmpty, case let .success(outcome) = await search.screen(query, page: parameters.pageNumber, remember: false, owner: context.owner, storing: context.remembersBrowsing).result {
            found = outcome.page.photos.first { $0.id == id }
        }
        if found == nil { found = try? await search.photo(id: id) }
        guard let photo = found else {
            throw HTTPError(.notFound, message: context.localizer[GalleryPageText.noLongerInResults])
        }
        let state = GalleryPresenter(localizer: context.localizer).details(photo, query: query, page: parameters.pageNumber)
        return pages.page(request, context, title: state.title, section: .gallery) { PhotoDetailsPage(state: state, chrome: $0) }
    }

    @Sendable func forget(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: ForgetGallerySearchForm.self, context: context)
        if let id = form.entryID { try await history.forget(entryID: id, for: context.owner) }
        return Self.done(request)
    }

    @Sendable func clear(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await history.clear(for: context.owner)
        return Self.done(request)
    }

    /// `/photos/{server}/{name}`: the photo through the disk cache; 404 for a path of another shape.
    @Sendable func photoImage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let path = "/" + context.parameters.getCatchAll().joined(separator: "/")
        guard PhotoPath.isValid(path), let photos else { throw HTTPError(.notFound) }
        do {
            return ImageResponse.make(try await photos.image(path: path), path: path, request: request)
        } catch {
            logger.warning("Photo \(path) could not be fetched: \(error)")
            throw HTTPError(.badGateway, message: context.localizer[GalleryPageText.photoNotLoaded])
        }
    }

    /// The page script asks for JSON; a plain form comes back to the gallery.
    private static func done(_ request: Request) -> Response {
        if request.headers[.accept]?.contains("application/json") == true { return JSONResponse.make(["ok": true]) }
        return Response(status: .seeOther, headers: [.location: Route.gallery().url])
    }

    private static func status(of error: any Error) -> HTTPResponse.Status {
        switch error as? PhotoSearchError {
        case .invalidKey?, .serviceUnavailable?, .undecodableResponse?: .badGateway
        case .rateLimited?: .tooManyRequests
        case .timedOut?, .offline?: .serviceUnavailable
        case .rejected?, .invalidQuery?: .badRequest
        case nil: .internalServerError
        }
    }
}
