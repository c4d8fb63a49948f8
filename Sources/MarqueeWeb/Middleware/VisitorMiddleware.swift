import Foundation
import Hummingbird
import MarqueeCore

/// Gives each browser an anonymous, random identity in an HttpOnly, SameSite=Lax cookie: until
/// accounts exist, favorites and search history belong to the browser, and nothing else
/// identifies it.
struct VisitorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "marquee_visitor"
    private static let lifetime = 60 * 60 * 24 * 400

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let value = request.cookies[Self.cookieName]?.value, RandomToken.isWellFormed(value) {
            context.owner = Self.owner(value)
            return try await next(request, context)
        }
        let value = RandomToken.make()
        context.owner = Self.owner(value)
        var response = try await next(request, context)
        response.setCookie(Cookie(name: Self.cookieName, value: value, maxAge: Self.lifetime, path: "/", httpOnly: true, sameSite: .lax))
        return response
    }

    private static func owner(_ value: String) -> OwnerID {
        OwnerID("visitor:\(value)")
    }
}
