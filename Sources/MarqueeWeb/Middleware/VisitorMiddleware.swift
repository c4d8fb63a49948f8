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
    /// Notes when each visitor was last seen, so that a browser gone for good is forgotten.
    let visits: VisitLedger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let value = request.cookie(Self.cookieName), RandomToken.isWellFormed(value) {
            context.visitor = Self.owner(value)
            context.remembersBrowsing = request.method == .get && !Self.isPrefetch(request)
            if context.remembersBrowsing { await visits.seen(context.visitor) }
            return try await next(request, context)
        }
        let value = RandomToken.make()
        context.visitor = Self.owner(value)
        // The rest of the chain sees the new cookie as if the browser had sent it, so that the
        // page's CSRF token is bound to this identity.
        var response = try await next(request.adding(cookie: Self.cookieName, value: value), context)
        // A response that already set a visitor (log out) keeps its own.
        if !response.headers[values: .setCookie].contains(where: { $0.hasPrefix(Self.cookieName + "=") }) {
            response.setCookie(Self.freshCookie(value, isSecure: isSecure))
        }
        return response
    }

    /// Whether the browser asks ahead of a click (speculative prefetch, a link preview), not
    /// because a person opened the page.
    static func isPrefetch(_ request: Request) -> Bool {
        let purposes = [HTTPField.Name("Sec-Purpose"), HTTPField.Name("Purpose"), HTTPField.Name("X-Purpose"), HTTPField.Name("X-Moz")]
            .compactMap { $0.flatMap { request.headers[$0] } }
        return purposes.contains { $0.lowercased().contains("prefetch") || $0.lowercased().contains("preview") }
    }

    /// A new anonymous identity: a browser's first, or the one it gets when it logs out.
    static func freshCookie(_ value: String = RandomToken.make(), isSecure: Bool) -> Cookie {
        Cookie(name: cookieName, value: value, maxAge: lifetime, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    private static func owner(_ value: String) -> OwnerID {
        OwnerID("visitor:\(value)")
    }
}
