import Foundation
import Hummingbird
import MarqueeCore

/// Your films: the diary, watchlist, ratings and year pages, and the forms of a film's page
/// (want to watch, log, edit, delete and "Undo"). The page script asks for JSON; a plain form
/// comes back to the page it was sent from.
struct YourFilmsController: Sendable {
    let yourFilms: YourFilms
    let favorites: any FavoritesStore
    let pages: Pages
    let now: @Sendable () -> Date

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.diary, use: diary)
        router.get(.watchlist, use: watchlist)
        router.get(.ratings, use: ratings)
        router.get(.year, use: year)
        router.post(.setWatchlist, use: setWatchlist)
        router.post(.logViewing, use: log)
        router.post(.deleteViewing, use: delete)
    }

    // MARK: Pages

    @Sendable func diary(_ request: Request, context: AppRequestContext) async throws -> Response {
        let cursor = request.uri.queryParameters.get("after").flatMap { DiaryCursor(String($0)) }
        let size = YourFilms.diaryPageSize
        async let viewings = yourFilms.store.diary(of: context.owner, after: cursor, limit: size + 1)
        async let years = yourFilms.store.viewingYears(of: context.owner)
        let state = DiaryViewState(viewings: try await viewings, pageSize: size, isFirstPage: cursor == nil, years: try await years, localizer: context.localizer)
        let year = state.years.first ?? currentYear
        return pages.page(request, context, title: context.localizer[YourFilmsPageText.diary], section: .yourFilms) { DiaryPage(state: state, year: year, chrome: $0) }
    }

    @Sendable func watchlist(_ request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = request.uri.queryParameters
        let sort = parameters.get("sort").flatMap { WatchlistViewState.Order(pathName: String($0)) } ?? .released
        let genre = parameters.get("genre").flatMap { Int($0) }.flatMap { Genre(id: $0)?.id }
        let entries = try await yourFilms.store.watchlist(of: context.owner)
        let hearts = await favoriteIDs(of: context.owner, among: entries.map(\.film.movie.id))
        let state = WatchlistViewState(entries: entries, order: sort, genre: genre, today: utcToday, favoriteIDs: hearts, localizer: context.localizer)
        let year = try await yourFilms.store.viewingYears(of: context.owner).first ?? currentYear
        return pages.page(request, context, title: context.localizer[YourFilmsPageText.watchlist], section: .yourFilms) {
            WatchlistPage(state: state, sort: sort, genre: genre, year: year, chrome: $0)
        }
    }

    @Sendable func ratings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let ratings = try await yourFilms.store.ratings(of: context.owner)
        let hearts = await favoriteIDs(of: context.owner, among: ratings.map(\.movie.id))
        let state = RatingsViewState(ratings: ratings, favoriteIDs: hearts, localizer: context.localizer)
        let year = try await yourFilms.store.viewingYears(of: context.owner).first ?? currentYear
        return pages.page(request, context, title: context.localizer[YourFilmsPageText.ratings], section: .yourFilms) { RatingsPage(state: state, year: year, chrome: $0) }
    }

    @Sendable func year(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let year = context.parameters.get("year").flatMap({ Int($0) }), YearInReview.validYears.contains(year) else {
            throw HTTPError(.notFound)
        }
        async let review = yourFilms.store.yearInReview(year, of: context.owner)
        async let years = yourFilms.store.viewingYears(of: context.owner)
        let state = YearViewState(try await review, years: try await years, localizer: context.localizer)
        return pages.page(request, context, title: context.localizer(YourFilmsPageText.yourYear, String(year)), section: .yourFilms) { YearPage(state: state, chrome: $0) }
    }

    // MARK: Forms

    @Sendable func setWatchlist(_ request: Request, context: AppRequestContext) async throws -> Response {
        let movieID = try Self.movieID(context)
        let form = try await request.decode(as: WatchlistForm.self, context: context)
        let applied: Bool
        do {
            applied = try await yourFilms.setOnWatchlist(form.isOn, movieID: movieID, changedAt: form.changeTime(receivedAt: now()), owner: context.owner)
        } catch {
            return try failure(error, request, context)
        }
        guard Self.wantsJSON(request) else { return Self.back(form.returnTo, request, fallback: .movie(id: movieID)) }
        let marks = try await yourFilms.store.marks(of: context.owner, among: [movieID])[movieID] ?? .none
        return JSONResponse.make(WatchlistAnswer(movieID: movieID, onWatchlist: marks.onWatchlist, superseded: !applied))
    }

    @Sendable func log(_ request: Request, context: AppRequestContext) async throws -> Response {
        let movieID = try Self.movieID(context)
        let form = try await request.decode(as: ViewingForm.self, context: context)
        let outcome: LogOutcome
        do {
            guard let id = form.viewingID.flatMap(ViewingID.init) else { throw ViewingError.notYourViewing }
            outcome = try await yourFilms.log(YourFilms.LogRequest(
                movieID: movieID, id: id, watchedOn: form.watchedOn ?? "", rating: form.rating, review: form.review,
                personsToday: form.today, changedAt: form.changeTime(receivedAt: now())
            ), owner: context.owner)
        } catch {
            return try failure(error, request, context)
        }
        let tookOff = outcome == .logged(tookOffWatchlist: true)
        guard Self.wantsJSON(request) else {
            return Self.back(nil, request, fallback: .movie(id: movieID, from: Self.filmReturn(form.returnTo), notice: tookOff ? .loggedOffWatchlist : .logged))
        }
        return JSONResponse.make(LogAnswer(movieID: movieID, tookOffWatchlist: tookOff, superseded: outcome == .superseded))
    }

    @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id").flatMap({ ViewingID(String($0)) }) else { throw HTTPError(.notFound) }
        let form = try await request.decode(as: DeleteViewingFormFields.self, context: context)
        let change: ViewingChange
        do {
            change = try await yourFilms.setDeleted(form.isDeleted, viewing: id, changedAt: form.changeTime(receivedAt: now()), owner: context.owner)
        } catch {
            return try failure(error, request, context)
        }
        guard Self.wantsJSON(request) else {
            var destination = form.returnTo.flatMap(Route.init(returnPath:)) ?? .diary()
            if case let .movie(movieID, from, _) = destination {
                destination = .movie(id: movieID, from: from, notice: form.isDeleted ? .viewingDeleted(id) : nil)
            }
            return Response(status: .seeOther, headers: [.location: destination.url])
        }
        return JSONResponse.make(DeleteAnswer(viewingID: id.rawValue, deleted: form.isDeleted, superseded: change == .superseded))
    }

    // MARK: Helpers

    /// A refused value says why, with a way back; a failing catalog says what to do.
    private func failure(_ error: any Error, _ request: Request, _ context: AppRequestContext) throws -> Response {
        let message: String, status: HTTPResponse.Status
        switch error {
        case let error as ViewingError:
            message = error.message(in: context.localizer)
            status = error == .unknownFilm || error == .notYourViewing ? .notFound : .unprocessableContent
        case let error as CatalogError:
            message = error.message(in: context.localizer)
            status = ErrorStatus.of(error)
        default:
            throw error
        }
        if Self.wantsJSON(request) { return JSONResponse.make(["error": message], status: status) }
        let heading = context.localizer[YourFilmsPageText.notSaved]
        return pages.page(request, context, title: heading, section: .yourFilms, status: status) {
            ErrorPage(heading: heading, message: context.localizer(YourFilmsPageText.notSavedMessage, message), chrome: $0)
        }
    }

    private func favoriteIDs(of owner: OwnerID, among ids: [Int]) async -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return (try? await favorites.favoriteIDs(of: owner, among: ids)) ?? []
    }

    private var utcToday: WatchDate { WatchDate(now(), in: TimeZone(identifier: "UTC") ?? .current) }
    private var currentYear: Int { utcToday.year }

    private static func movieID(_ context: AppRequestContext) throws -> Int {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id > 0 else { throw HTTPError(.notFound) }
        return id
    }

    private static func wantsJSON(_ request: Request) -> Bool {
        request.headers[.accept]?.contains("application/json") == true
    }

    /// A film page's own way back, from the form's `return_to` (the film's address).
    private static func filmReturn(_ returnTo: String?) -> Route? {
        guard case let .movie(_, from, _)? = returnTo.flatMap(Route.init(returnPath:)) else { return nil }
        return from
    }

    /// A plain form's way back: its `return_to`, the referrer, or `fallback`.
    private static func back(_ returnTo: String?, _ request: Request, fallback: Route) -> Response {
        let destination = returnTo.flatMap(Route.init(returnPath:)) ?? fallback
        return Response(status: .seeOther, headers: [.location: destination.url])
    }
}

private struct WatchlistAnswer: Encodable {
    let movieID: Int
    let onWatchlist: Bool
    let superseded: Bool
}

private struct LogAnswer: Encodable {
    let movieID: Int
    let tookOffWatchlist: Bool
    let superseded: Bool
}

private struct DeleteAnswer: Encodable {
    let viewingID: String
    let deleted: Bool
    let superseded: Bool
}
