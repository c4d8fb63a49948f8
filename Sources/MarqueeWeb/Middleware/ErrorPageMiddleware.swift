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
            return page(for: .contentTooLarge, message: "This form is larger than Marquee takes (16 KB). Shorten what you typed and send it again.",
                        request: request, context: context)
        } catch is HTTPParserError {
            return page(for: .badRequest, message: "The request's body could not be read. Reload the page and try again.", request: request, context: context)
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
        let heading = error.kind == .full ? "Marquee's disk is full" : "Try again in a moment"
        var response = page(for: status, message: error.message, request: request, context: context, heading: heading)
        response.headers[.retryAfter] = error.kind == .full ? "60" : "5"
        return response
    }

    private func page(for status: HTTPResponse.Status, message: String?, request: Request, context: Context, heading: String? = nil) -> Response {
        var state = ErrorViewState(status: status, message: message)
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

    init(status: HTTPResponse.Status, message: String?) {
        switch status.code {
        case 404:
            heading = "Page not found"
            self.message = message ?? "There is nothing at this address. Go back to the films to find one."
        case 410:
            heading = "No longer here"
            self.message = message ?? "What was at this address was taken away by its owner."
        case 413:
            heading = "File too large"
            self.message = message ?? "The file is larger than Marquee takes."
        case 403:
            heading = "Request refused"
            self.message = message ?? "Reload the page and try again."
        case 400..<500:
            heading = "Request not understood"
            self.message = message ?? "Check the address and try again."
        case 507:
            heading = "Marquee's disk is full"
            self.message = message ?? "Nothing you saved is lost, but nothing new can be saved until space is freed."
        case 502...504:
            heading = "Films unavailable"
            self.message = message ?? "The film service is not answering. Try again in a minute."
        default:
            heading = "Something went wrong"
            self.message = "Marquee hit an unexpected problem. Try again in a moment; your favorites and history are safe."
        }
    }
}
