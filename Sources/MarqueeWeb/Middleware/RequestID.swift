import Hummingbird
import Logging

/// The id of the request being answered, carried by the task that answers it (and every task
/// it starts), so that every log line written meanwhile, by any layer and through any logger
/// made with ``metadataProvider``, names its request.
public enum RequestID {
    @TaskLocal static var current: String?

    /// Adds `request.id` to each log line written while a request is answered.
    public static let metadataProvider = Logger.MetadataProvider {
        guard let current else { return [:] }
        return ["request.id": .string(current)]
    }

    /// `logger` with ``metadataProvider`` added to the one it already has.
    public static func tagging(_ logger: Logger) -> Logger {
        var logger = logger
        logger.handler.metadataProvider = logger.metadataProvider.map { .multiplex([$0, metadataProvider]) } ?? metadataProvider
        return logger
    }
}

/// Runs each request with its id in ``RequestID``: Hummingbird's id, the one its own log lines carry.
struct RequestIDMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await RequestID.$current.withValue(context.id) {
            try await next(request, context)
        }
    }
}
