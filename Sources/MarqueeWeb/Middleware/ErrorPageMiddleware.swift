import Hummingbird
import Logging

/// The one place where errors become pages: a person sees what happened and a way back,
/// never a stack trace.
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let renderer: PageRenderer
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return page(for: error.status, message: error.body)
        } catch {
            logger.error("Unhandled error on \(request.uri.path): \(error)")
            return page(for: .internalServerError, message: nil)
        }
    }

    private func page(for status: HTTPResponse.Status, message: String?) -> Response {
        let state = ErrorViewState(status: status, message: message)
        return renderer.response("error", PageContext(title: "\(state.heading) – Marquee", csrfToken: "", content: state), status: status)
    }
}

/// What an error page shows.
struct ErrorViewState: Sendable {
    let heading: String
    let message: String

    init(status: HTTPResponse.Status, message: String?) {
        switch status.code {
        case 404:
            heading = "Page not found"
            self.message = message ?? "There is nothing at this address. Go back to the search to find a film."
        case 403:
            heading = "Request refused"
            self.message = message ?? "Reload the page and try again."
        case 400..<500:
            heading = "Request not understood"
            self.message = message ?? "Check the address and try again."
        default:
            heading = "Something went wrong"
            self.message = "Marquee hit an unexpected problem. Try again in a moment; your favorites and history are safe."
        }
    }
}
