import Foundation
import HTTPTypes
import Hummingbird

/// Behind a trusted proxy (`MARQUEE_TRUST_FORWARDED_FOR=true`), takes the client's address
/// from the last entry of `X-Forwarded-For`: the one that proxy appended. Earlier entries come
/// from the client and could be anything, so they are never used; throttling then counts each
/// client, not the proxy. Without the setting the header is ignored.
struct ForwardedClientMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let header = request.headers[values: .xForwardedFor].last,
           let last = header.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty, last.count <= 45 {
            context.clientAddress = last
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    static var xForwardedFor: Self { Self("X-Forwarded-For")! }
}
