import Foundation
import Hummingbird
import MarqueeCore

/// A person's lists: the list of lists and a new one, a list's page and its changes (one form
/// action each: rename, note, move, remove, delete, undo, share, unshare), "Add to a list" of a
/// film, and a list shared by its link, for anyone.
struct ListsController: Sendable {
    let lists: FilmLists
    let details: MovieDetails
    let yourFilms: YourFilms
    let pages: Pages
    /// Whether the page's own address starts `https://` (for the Open Graph tags).
    let isServedOverHTTPS: Bool

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.lists, use: index)
        router.post(.lists, use: create)
        router.get(.filmList, use: list)
        router.post(.filmList, use: change)
        router.get(.addToList, use: addToList)
        router.post(.addToList, use: add)
        router.get(.sharedList, use: shared)
    }

    @Sendable func index(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await index(request, context: context, message: nil, status: .ok)
    }

    private func index(_ request: Request, context: AppRequestContext, message: String?, status: HTTPResponse.Status) async throws -> Response {
        let summaries = try await lists.store.lists(of: context.owner)
        let deleted = request.uri.queryParameters.get("deleted").flatMap { FilmListID(String($0)) }
        let year = try await yourFilms.tabYear(of: context.owner)
        return pages.page(request, context, title: context.localizer[ListsPageText.title], section: .yourFilms, status: status) {
            ListsPage(lists: summaries, message: message, newID: .make(), deleted: deleted, year: year, chrome: $0)
        }
    }

    /// Makes a list (with a film in it, from "Add to a list"), and opens it.
    @Sendable func create(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: [String: String].self, context: context)
        guard let id = form["list_id"].flatMap(FilmListID.init) else { throw HTTPError(.badRequest, message: context.localizer[ListsPageText.formUnreadable]) }
        do {
            try await lists.save(id, name: form["name"] ?? "", description: form["description"] ?? "", owner: context.owner)
            if let movieID = form["movie_id"].flatMap({ Int($0) }) {
                try await lists.add(movieID: movieID, to: id, owner: context.owner)
            }
        } catch let error as ListError {
            return try await index(request, context: context, message: error.message(in: context.localizer), status: .unprocessableContent)
        }
        return Self.redirect(.filmList(id: id, notice: form["movie_id"] == nil ? .created : .added))
    }

    @Sendable func list(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await page(request, context: context, message: nil, status: .ok)
    }

    private func page(_ request: Request, context: AppRequestContext, message: String?, status: HTTPResponse.Status) async throws -> Response {
        let id = try Self.listID(context)
        guard let list = try await lists.store.list(id, of: context.owner) else {
            throw HTTPError(.notFound, message: ListError.notYourList.message(in: context.localizer))
        }
        let notice = request.uri.queryParameters.get("notice").flatMap { ListNotice(rawValue: String($0)) }
        let year = try await yourFilms.tabYear(of: context.owner)
        return pages.page(request, context, title: list.name, section: .yourFilms, status: status) {
            FilmListPage(list: list, notice: message == nil ? notice : nil, message: message, year: year, chrome: $0)
        }
    }

    /// One change to the list, by the form's `action`; back to the list, saying what was done.
    @Sendable func change(_ request: Request, context: AppRequestContext) async throws -> Response {
        let id = try Self.listID(context), owner = context.owner
        let form = try await request.decode(as: [String: String].self, context: context)
        let movieID = form["movie_id"].flatMap { Int($0) } ?? 0
        let notice: ListNotice
        do {
            switch form["action"] {
            case "rename": try await lists.save(id, name: form["name"] ?? "", description: form["description"] ?? "", owner: owner)
                notice = .saved
            case "note": try await lists.setNote(form["note"] ?? "", movieID: movieID, in: id, owner: owner)
                notice = .saved
            case "move": try await lists.move(movieID: movieID, to: form["position"].flatMap { Int($0) } ?? 0, in: id, owner: owner)
                notice = .saved
            case "remove": try await lists.remove(movieID: movieID, from: id, owner: owner)
                notice = .saved
            case "delete":
                try await lists.setDeleted(true, list: id, owner: owner)
                return Response(status: .seeOther, headers: [.location: Route.lists.url + "?deleted=" + id.rawValue])
            case "undo": try await lists.setDeleted(false, list: id, owner: owner)
                notice = .saved
            case "share": try await lists.setShared(true, indexable: form["indexable"] == "true", list: id, owner: owner)
                notice = .shared
            case "unshare": try await lists.setShared(false, list: id, owner: owner)
                notice = .unshared
            default: throw HTTPError(.badRequest, message: context.localizer[ListsPageText.formUnreadable])
            }
        } catch let error as ListError {
            guard error != .notYourList else { throw HTTPError(.notFound, message: error.message(in: context.localizer)) }
            return try await page(request, context: context, message: error.message(in: context.localizer), status: .unprocessableContent)
        }
        return Self.redirect(.filmList(id: id, notice: notice))
    }

    @Sendable func addToList(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let movieID = context.parameters.get("id").flatMap({ Int($0) }), movieID > 0,
              let outcome = try await details(id: movieID, owner: context.owner) else { throw HTTPError(.notFound) }
        let summaries = try await lists.store.lists(of: context.owner)
        return pages.page(request, context, title: context.localizer[ListsPageText.addToList], section: .yourFilms) {
            AddToListPage(movie: outcome.profile.movie, lists: summaries, newID: .make(), message: nil, chrome: $0)
        }
    }

    @Sendable func add(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let movieID = context.parameters.get("id").flatMap({ Int($0) }) else { throw HTTPError(.notFound) }
        let form = try await request.decode(as: [String: String].self, context: context)
        guard let id = form["list_id"].flatMap(FilmListID.init) else { throw HTTPError(.badRequest, message: context.localizer[ListsPageText.chooseList]) }
        if try await lists.store.list(id, of: context.owner)?.entries.contains(where: { $0.movie.id == movieID }) == true {
            return Self.redirect(.filmList(id: id, notice: .alreadyOnList))
        }
        do {
            try await lists.add(movieID: movieID, to: id, owner: context.owner)
        } catch ListError.notYourList {
            throw HTTPError(.notFound, message: ListError.notYourList.message(in: context.localizer))
        } catch ViewingError.unknownFilm {
            throw HTTPError(.notFound, message: ViewingError.unknownFilm.message(in: context.localizer))
        }
        return Self.redirect(.filmList(id: id, notice: .added))
    }

    /// A shared list, for anyone: 404 for a link never made, 410 for one turned off.
    @Sendable func shared(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = context.parameters.get("token").flatMap(ShareToken.init) else { throw HTTPError(.notFound) }
        switch try await lists.store.sharedList(token) {
        case .unknown:
            throw HTTPError(.notFound, message: context.localizer[ListsPageText.noSharedList])
        case .turnedOff:
            throw HTTPError(.gone, message: context.localizer[ListsPageText.noLongerShared])
        case let .shared(list):
            let origin = (isServedOverHTTPS ? "https://" : "http://") + (request.head.authority ?? "localhost")
            let first = list.entries.first?.movie, text = context.localizer, films = text.count(list.entries.count, YourFilmsText.films)
            let graph = OpenGraph(
                title: list.name,
                description: first.map { text(ListsPageText.openGraphFirst, films, $0.title) } ?? text(ListsPageText.openGraph, films),
                // A generated poster is an SVG, which chats and social sites do not show: no picture then.
                image: first.flatMap { $0.posterPath == nil ? nil : origin + Route.image(.w500, .poster(of: $0)).url },
                url: origin + Route.sharedList(token: token).url
            )
            return pages.page(request, context, title: list.name, section: nil) { chrome in
                var chrome = chrome
                chrome.openGraph = graph
                chrome.isNoIndex = list.share?.isIndexable != true
                chrome.usesYourFilmsStyles = true
                return SharedListPage(list: list, chrome: chrome)
            }
        }
    }

    private static func listID(_ context: AppRequestContext) throws -> FilmListID {
        guard let id = context.parameters.get("list").flatMap(FilmListID.init) else { throw HTTPError(.notFound) }
        return id
    }

    private static func redirect(_ route: Route) -> Response {
        Response(status: .seeOther, headers: [.location: route.url])
    }
}
