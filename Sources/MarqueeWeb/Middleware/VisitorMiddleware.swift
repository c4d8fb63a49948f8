import Foundation
import HTTPTypes
import Hummingbird
import MarqueeCore

/// Gives each browser an anonymous, random identity in an HttpOnly, SameSite=Lax cookie: the
/// owner of its favorites and search history until it logs in, and again after it logs out
/// (with a new value).
struct VisitorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "marquee_visitor"
    private static let lifetime = 60 * 60 * 24 * 400
    /// Whether browsers reach Marquee over HTTPS: the cookie is then `Secure`.
    let isSecure: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let value = request.cookies[Self.cookieName]?.value, RandomToken.isWellFormed(value) {
            context.visitor = Self.owner(value)
            return try await next(request, context)
        }
        let value = RandomToken.make()
        context.visitor = Self.owner(value)
        // The rest of the chain sees the new cookie as if the browser had sent it, so that the
        // page's CSRF token is bound to this identity.
        var head = request.head
        head.headerFields.append(HTTPField(name: .cookie, value: "\(Self.cookieName)=\(value)"))
        var response = try await next(Request(head: head, body: request.body), context)
        // A response that already set a visitor (log out) keeps its own.
        if !response.headers[values: .setCookie].contains(where: { $0.hasPrefix(Self.cookieName + "=") }) {
            response.setCookie(Self.freshCookie(value, isSecure: isSecure))
        }
        return response
    }

    /// A new anonymous identity: a browser's first, or the one it gets when it logs out.
    static func freshCookie(_ value: String = RandomToken.make(), isSecure: Bool) -> Cookie {
        Cookie(name: cookieName, value: value, maxAge: lifetime, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    private static func owner(_ value: String) -> OwnerID {
        OwnerID("visitor:\(value)")
    }
}
