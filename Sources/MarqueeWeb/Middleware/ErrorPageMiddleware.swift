import Foundation
import Hummingbird
import Logging
import MarqueeCore

/// The one place where errors become pages: a person sees what happened and a way back,
/// never a stack trace. The page script asking for JSON gets the message as JSON.
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let pages: Pages
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return page(for: error.status, message: error.body, request: request)
        } catch let error as StoreUnavailableError {
            // The database is away (restarting, unreachable): nothing was written, so trying
            // again later is the whole remedy.
            logger.warning("Database unavailable on \(request.uri.path): \(error.reason)")
            var response = page(for: .serviceUnavailable, message: StoreUnavailableError.message, request: request, heading: "Try again in a moment")
            response.headers[.retryAfter] = "5"
            return response
        } catch {
            logger.error("Unhandled error on \(request.uri.path): \(error)")
            return page(for: .internalServerError, message: nil, request: request)
        }
    }

    private func page(for status: HTTPResponse.Status, message: String?, request: Request, heading: String? = nil) -> Response {
        var state = ErrorViewState(status: status, message: message)
        if let heading { state.heading = heading }
        let response: Response
        if request.headers[.accept]?.contains("application/json") == true {
            let body = (try? JSONEncoder().encode(["error": state.message])) ?? Data()
            response = Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
        } else {
            response = pages.page(request, title: state.heading, section: nil, status: status) {
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
        case 403:
            heading = "Request refused"
            self.message = message ?? "Reload the page and try again."
        case 400..<500:
            heading = "Request not understood"
            self.message = message ?? "Check the address and try again."
        case 502...504:
            heading = "Films unavailable"
            self.message = message ?? "The film service is not answering. Try again in a minute."
        default:
            heading = "Something went wrong"
            self.message = "Marquee hit an unexpected problem. Try again in a moment; your favorites and history are safe."
        }
    }
}
