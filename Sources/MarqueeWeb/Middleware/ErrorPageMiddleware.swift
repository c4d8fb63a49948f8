import Foundation
import Hummingbird
import Logging
import MarqueeCore
import NIOCore
import NIOHTTP1

/// The one place where errors become pages: a person sees what happened and a way back,
/// never a stack trace. The page script asking for JSON gets the message as JSON.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let pages: Pages
    let logger: Logger
    /// Recognises a database adapter's own error that means the store cannot take the request
    /// now (a full disk, a lock held too long).
    let storeErrors: @Sendable (any Error) -> StoreUnavailableError?
    /// Told of every write the database refused for want of space, for `/healthz`.
    let health: StoreHealth

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return page(for: error.status, message: error.body, request: request, context: context)
        } catch let error as StoreUnavailableError {
            return unavailable(error, request: request, context: context)
        } catch is NIOTooManyBytesError {
            return page(for: .contentTooLarge, message: context.localizer[ErrorPageText.formTooLarge], request: request, context: context)
        } catch is HTTPParserError {
            return page(for: .badRequest, message: context.localizer[ErrorPageText.bodyUnreadable], request: request, context: context)
        } catch {
            if let store = storeErrors(error) { return unavailable(store, request: request, context: context) }
            logger.error("Unhandled error on \(request.uri.path): \(error)")
            return page(for: .internalServerError, message: nil, request: request, context: context)
        }
    }

    /// The database could not take the request (away, busy, or its disk full): nothing was
    /// written, and the page says so; a full disk answers 507.
    private func unavailable(_ error: StoreUnavailableError, request: Request, context: Context) -> Response {
        logger.error("Database could not take \(request.method) \(request.uri.path): \(error)")
        if error.kind == .full { health.writeFailed(error) }
        let status: HTTPResponse.Status = error.kind == .full ? .init(code: 507, reasonPhrase: "Insufficient Storage") : .serviceUnavailable
        let heading = context.localizer[error.kind == .full ? ErrorPageText.diskFullTitle : ErrorPageText.tryAgainTitle]
        var response = page(for: status, message: error.message(in: context.localizer), request: request, context: context, heading: heading)
        response.headers[.retryAfter] = error.kind == .full ? "60" : "5"
        return response
    }

    private func page(for status: HTTPResponse.Status, message: String?, request: Request, context: Context, heading: String? = nil) -> Response {
        var state = ErrorViewState(status: status, message: message, localizer: context.localizer)
        if let heading { state.heading = heading }
        let response: Response
        if request.headers[.accept]?.contains("application/json") == true {
            let body = (try? JSONEncoder().encode(["error": state.message])) ?? Data()
            response = Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
        } else {
            response = pages.page(request, context, title: state.heading, section: nil, status: status) {
                ErrorPage(heading: state.heading, message: state.message, chrome: $0)
            }
        }
        // The router answers HEAD as GET for its routes; a HEAD that failed, or to an address
        // it has no route for, gets the page's headers alone here.
        return request.method == .head ? response.createHeadResponse() : response
    }
}

/// What an error page shows.
struct ErrorViewState: Sendable {
    var heading: String
    let message: String

    /// The page of a failure answered with `status`, saying `message` when the failure gave
    /// one, in `localizer`'s language.
    init(status: HTTPResponse.Status, message: String?, localizer: Localizer) {
        let heading: ErrorPageText, fallback: ErrorPageText
        switch status.code {
        case 404: (heading, fallback) = (.notFoundTitle, .notFound)
        case 410: (heading, fallback) = (.goneTitle, .gone)
        case 413: (heading, fallback) = (.tooLargeTitle, .tooLarge)
        case 403: (heading, fallback) = (.refusedTitle, .refused)
        case 400..<500: (heading, fallback) = (.badRequestTitle, .badRequest)
        case 507: (heading, fallback) = (.diskFullTitle, .diskFull)
        case 502...504: (heading, fallback) = (.upstreamTitle, .upstream)
        default:
            // An unexpected failure's own words are for the log, never for the page.
            self.heading = localizer[ErrorPageText.unexpectedTitle]
            self.message = localizer[ErrorPageText.unexpected]
            return
        }
        self.heading = localizer[heading]
        self.message = message ?? localizer[fallback]
    }
}
