import Foundation
import Hummingbird

/// Double-submit CSRF protection: a random token lives in an HttpOnly, SameSite=Lax cookie,
/// every form carries it in a hidden field, and a POST whose field does not match is refused.
/// Lax, not Strict: arriving from another site must not replace the token that the pages
/// already open in other tabs carry. Lax cookies are still never sent with a cross-site POST.
struct CSRFProtection: Sendable {
    static let cookieName = "marquee_csrf"
    static let fieldName = "csrf_token"
    private static let maximumFormSize = 16 * 1024

    /// The request's token, and the cookie to set when the browser has none yet.
    func token(for request: Request) -> (token: String, cookie: Cookie?) {
        if let existing = request.cookies[Self.cookieName]?.value, RandomToken.isWellFormed(existing) {
            return (existing, nil)
        }
        let token = RandomToken.make()
        return (token, Self.cookie(token))
    }

    /// A new token's cookie, set when a person logs in, signs up or logs out, so that a token
    /// seen before is of no use after.
    func rotatedCookie() -> Cookie {
        Self.cookie(RandomToken.make())
    }

    private static func cookie(_ token: String) -> Cookie {
        Cookie(name: cookieName, value: token, maxAge: 60 * 60 * 24 * 365, path: "/", httpOnly: true, sameSite: .lax)
    }

    /// The url-encoded form of a POST, once its token has been checked.
    /// - Throws: 403 when the token is missing or wrong.
    func verifiedForm(_ request: Request) async throws -> [String: String] {
        let body = try await request.body.collect(upTo: Self.maximumFormSize)
        let form = (try? URLEncodedFormDecoder().decode([String: String].self, from: String(buffer: body))) ?? [:]
        guard let cookie = request.cookies[Self.cookieName]?.value,
              let submitted = form[Self.fieldName],
              Self.constantTimeEqual(cookie, submitted)
        else {
            throw HTTPError(.forbidden, message: "This form has expired. Reload the page and try again.")
        }
        return form
    }

    private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
