import Foundation
import Hummingbird
import MarqueeCore
import MarqueeImport
import NIOCore
import NIOPosix

/// Import and export: the upload of an export (read on NIO's thread pool), its job's progress,
/// summary and "Import", the films not matched yet and their match by hand, and the download of
/// everything kept.
struct ImportController: Sendable {
    let imports: ImportFilms
    let export: ExportYourFilms
    let yourFilms: YourFilms
    let pages: Pages

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.importFile, use: importPage)
        router.post(.importFile, use: upload)
        router.get(.importJob, use: job)
        router.post(.importJob, use: confirm)
        router.get(.unmatchedFilms, use: unmatchedFilms)
        router.get(.unmatchedFilm, use: unmatchedFilm)
        router.post(.unmatchedFilm, use: match)
        router.get(.exportFilms, use: download)
    }

    @Sendable func importPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await page(request, context: context, message: nil, status: .ok)
    }

    private func page(_ request: Request, context: AppRequestContext, message: String?, status: HTTPResponse.Status) async throws -> Response {
        let unmatched = try await imports.store.unmatchedFilms(of: context.owner).count
        let year = try await yourFilms.tabYear(of: context.owner)
        return pages.page(request, context, title: context.localizer[ImportPageText.title], section: .yourFilms, status: status) {
            ImportPage(message: message, unmatched: unmatched, year: year, chrome: $0)
        }
    }

    /// Reads the file (the upload was read and checked by `CSRFMiddleware`) and starts its job.
    @Sendable func upload(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let upload = context.upload else { throw HTTPError(.badRequest, message: context.localizer[ImportPageText.chooseFileToImport]) }
        let batch: ImportBatch
        do {
            batch = try await NIOThreadPool.singleton.runIfActive { try ImportReader.read(upload.data, named: upload.fileName) }
        } catch let error as ImportError {
            let message = context.localizer(ImportPageText.nothingImported, error.message(in: context.localizer))
            return try await page(request, context: context, message: message, status: .unprocessableContent)
        }
        let job = try await imports.start(batch, fileName: upload.fileName, owner: context.owner)
        return Response(status: .seeOther, headers: [.location: Route.importJob(id: job.id).url])
    }

    @Sendable func job(_ request: Request, context: AppRequestContext) async throws -> Response {
        let job = try await Self.job(context, imports)
        if request.headers[.accept]?.contains("application/json") == true {
            return JSONResponse.make(JobProgress(state: job.state.rawValue, done: job.done, total: job.total))
        }
        let state = ImportJobViewState(job, localizer: context.localizer)
        let year = try await yourFilms.tabYear(of: context.owner)
        var response = pages.page(request, context, title: context.localizer[ImportPageText.jobTitle], section: .yourFilms) { chrome in
            var chrome = chrome
            if job.state == .matching || job.state == .writing { chrome.reloadsWithoutScriptEvery = 3 }
            return ImportJobPage(state: state, year: year, chrome: chrome)
        }
        // A moment of an import, not a page to keep: no saved copy shows an old stage offline.
        response.headers[.cacheControl] = "private, no-store"
        return response
    }

    /// "Import": writes the job with the person's picks, once; its page then says what was written.
    @Sendable func confirm(_ request: Request, context: AppRequestContext) async throws -> Response {
        let job = try await Self.job(context, imports)
        let fields = try await request.decode(as: [String: String].self, context: context)
        if let preview = job.preview, job.state == .ready {
            _ = try await imports.confirm(job.id, picks: ImportJobViewState.picks(fields, of: preview), owner: context.owner)
        }
        return Response(status: .seeOther, headers: [.location: Route.importJob(id: job.id).url])
    }

    @Sendable func unmatchedFilms(_ request: Request, context: AppRequestContext) async throws -> Response {
        let films = try await imports.store.unmatchedFilms(of: context.owner)
        let year = try await yourFilms.tabYear(of: context.owner)
        let notice = request.uri.queryParameters.get("matched").map { context.localizer(ImportPageText.matched, String($0)) }
        return pages.page(request, context, title: context.localizer[ImportPageText.notMatchedYet], section: .yourFilms) {
            UnmatchedFilmsPage(films: films, notice: notice, year: year, chrome: $0)
        }
    }

    @Sendable func unmatchedFilm(_ request: Request, context: AppRequestContext) async throws -> Response {
        let film = try await Self.unmatched(context, imports)
        let typed = request.uri.queryParameters.get("q").map { String($0.prefix(SearchQuery.maximumLength)) }.flatMap { $0.isEmpty ? nil : $0 }
        var message: String?, candidates: [Movie] = []
        do {
            candidates = try await imports.candidates(for: film, title: typed)
        } catch let error as CatalogError {
            message = error.message(in: context.localizer)
        }
        let marks = try await yourFilms.store.marks(of: context.owner, among: candidates.map(\.id))
        let rows = candidates.map { MovieRowViewState(movie: $0, isFavorite: false, marks: marks[$0.id] ?? .none, localizer: context.localizer) }
        let year = try await yourFilms.tabYear(of: context.owner)
        return pages.page(request, context, title: film.label, section: .yourFilms) {
            UnmatchedFilmPage(film: film, query: typed ?? film.title, candidates: rows, message: message, year: year, chrome: $0)
        }
    }

    /// Makes the owner's unmatched film the film picked, and opens that film's page.
    @Sendable func match(_ request: Request, context: AppRequestContext) async throws -> Response {
        let film = try await Self.unmatched(context, imports)
        let form = try await request.decode(as: [String: String].self, context: context)
        guard let movieID = form["movie_id"].flatMap({ Int($0) }), movieID > 0 else {
            throw HTTPError(.badRequest, message: context.localizer[ImportPageText.chooseOne])
        }
        do {
            try await imports.match(film.id, to: movieID, owner: context.owner)
        } catch let error as ViewingError {
            throw HTTPError(.notFound, message: error.message(in: context.localizer))
        }
        return Response(status: .seeOther, headers: [.location: Route.movie(id: movieID).url])
    }

    /// Everything the person keeps, as one ZIP (written on NIO's thread pool).
    @Sendable func download(_ request: Request, context: AppRequestContext) async throws -> Response {
        let gathered = try await export.export(of: context.owner)
        let zip = try await NIOThreadPool.singleton.runIfActive { try YourFilmsExportArchive.zip(gathered) }
        let day = WatchDate(gathered.exportedAt, in: TimeZone(identifier: "UTC") ?? .current)
        return Response(
            status: .ok,
            headers: [
                .contentType: "application/zip", .cacheControl: "private, no-store",
                .contentDisposition: "attachment; filename=\"marquee-export-\(day).zip\"",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: zip))
        )
    }

    /// The owner's job of the address; 404 for another's, or none.
    private static func job(_ context: AppRequestContext, _ imports: ImportFilms) async throws -> ImportJob {
        guard let id = context.parameters.get("job"), ViewingID(id) != nil, let job = try await imports.job(id, owner: context.owner) else {
            throw HTTPError(.notFound, message: context.localizer[ImportPageText.noImport])
        }
        return job
    }

    /// The owner's unmatched film of the address; 404 when they keep none of that id (another
    /// person's titles are not to be read one by one).
    private static func unmatched(_ context: AppRequestContext, _ imports: ImportFilms) async throws -> UnmatchedFilm {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }), id < 0,
              let film = try await imports.store.unmatchedFilms(of: context.owner).first(where: { $0.id == id }) else {
            throw HTTPError(.notFound, message: context.localizer[ImportPageText.noUnmatched])
        }
        return film
    }
}

/// An import's progress, for the page script.
private struct JobProgress: Encodable {
    let state: String
    let done: Int
    let total: Int
}
