import Crypto
import Foundation
import Hummingbird
import MarqueeCore

/// Signed double-submit CSRF protection: a token lives in an HttpOnly, SameSite=Lax cookie,
/// every form carries it in a hidden field, and a POST whose field does not match the cookie,
/// or whose token was not signed for this browser with the server's secret, is refused.
///
/// The signature (HMAC-SHA256 under `MARQUEE_SECRET`) covers the token's random half and what
/// it is bound to: the browser's session when it has one, else its visitor identity. A token
/// taken from another browser and planted as a cookie (from a sibling subdomain, say) does not
/// verify for this one, and every server sharing the secret accepts the others' forms.
/// Lax, not Strict: arriving from another site must not replace the token that the pages
/// already open in other tabs carry. Lax cookies are still never sent with a cross-site POST.
struct CSRFProtection: Sendable {
    static let cookieName = "marquee_csrf"
    static let fieldName = "csrf_token"
    /// The largest form Marquee reads.
    static let maximumFormSize = 16 * 1024
    private let key: SymmetricKey
    /// Whether browsers reach Marquee over HTTPS: the cookie is then `Secure`.
    private let isSecure: Bool
    /// The session cookie's name, whose value a logged-in browser's tokens are bound to.
    private let sessionCookieName: String

    /// Signs tokens with a key derived from `secret`.
    init(secret: String, isSecure: Bool = false, sessionCookieName: String = "marquee_session") {
        let key = SymmetricKey(data: SHA256.hash(data: Data(("marquee csrf " + secret).utf8)))
        self.key = key
        self.isSecure = isSecure
        self.sessionCookieName = sessionCookieName
        checked = StringMemo { Self.isSigned(pair: $0, key: key) }
    }

    /// Tokens checked lately, by token and binding: a returning visitor's every page checks the
    /// same one, and its HMAC was 3% of a page's CPU under load. Whether a token verifies is no
    /// secret: a page answers one that does not with a new cookie.
    private let checked: StringMemo<Bool>

    /// What a token for `request` is bound to: its session, else its visitor identity.
    func binding(of request: Request) -> String {
        if let session = request.cookie(sessionCookieName), !session.isEmpty { return Self.sessionBinding(session) }
        return Self.visitorBinding(request.cookie(VisitorMiddleware.cookieName) ?? "")
    }

    /// The binding of a browser holding the session `token`.
    static func sessionBinding(_ token: String) -> String { "session " + token }

    /// The binding of a browser that is the visitor `value`.
    static func visitorBinding(_ value: String) -> String { "visitor " + value }

    /// A new token: 256 random bits and their signature with `binding`, `<64 hex>.<64 hex>`.
    private func makeToken(binding: String) -> String {
        let nonce = RandomToken.make()
        return nonce + "." + Hex.lowercase(HMAC<SHA256>.authenticationCode(for: Data((nonce + "\n" + binding).utf8), using: key))
    }

    /// Whether `token` is one this server (or one sharing its secret) made for `binding`.
    func isSigned(_ token: String, binding: String) -> Bool {
        checked(token + "\n" + binding)
    }

    /// Whether `pair`, a token and its binding separated by a newline (which no cookie holds), is
    /// signed with `key`. Read as bytes: splitting it into strings cost more than the HMAC.
    private static func isSigned(pair: String, key: SymmetricKey) -> Bool {
        let bytes = Array(pair.utf8)
        // Both halves of the token are 64 lowercase hexadecimal ASCII bytes before anything reads them.
        guard bytes.count > 129, bytes[129] == UInt8(ascii: "\n"), bytes[64] == UInt8(ascii: "."),
              Self.bytes(hex: Array(bytes[..<64])) != nil, let signature = Self.bytes(hex: Array(bytes[65..<129]))
        else { return false }
        var message = Array(bytes[..<64])
        message.append(contentsOf: bytes[129...])
        return HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: message, using: key)
    }

    /// The bytes of an even number of ASCII hexadecimal digits, read byte by byte.
    private static func bytes(hex: [UInt8]) -> [UInt8]? {
        guard hex.count.isMultiple(of: 2) else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let high = value(hex[index]), let low = value(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// The request's token, and the cookie to set when the browser has none yet.
    func token(for request: Request) -> (token: String, cookie: Cookie?) {
        let binding = binding(of: request)
        if let existing = request.cookie(Self.cookieName), isSigned(existing, binding: binding) {
            return (existing, nil)
        }
        let token = makeToken(binding: binding)
        return (token, cookie(token))
    }

    /// A new token's cookie, set when a person logs in, signs up or logs out, so that a token
    /// seen before is of no use after; `binding` is what the browser will be next (its new
    /// session, or its new visitor identity).
    func rotatedCookie(binding: String) -> Cookie {
        cookie(makeToken(binding: binding))
    }

    private func cookie(_ token: String) -> Cookie {
        Cookie(name: Self.cookieName, value: token, maxAge: 60 * 60 * 24 * 365, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    /// Checks the token of `form`, the url-encoded body of `request`.
    /// - Throws: 400 when the body is not a form (a field sent twice, bad percent-encoding);
    ///   403 when the token is missing or wrong; each saying so in `localizer`'s language.
    func verify(form: String, of request: Request, localizer: Localizer) throws {
        guard let fields = try? URLEncodedFormDecoder().decode([String: String].self, from: form) else {
            throw HTTPError(.badRequest, message: localizer[ErrorPageText.formUnreadable])
        }
        try verify(token: fields[Self.fieldName], of: request, localizer: localizer)
    }

    /// Checks `submitted`, the token a form of `request` sent.
    /// - Throws: 403 when it is missing or wrong, saying so in `localizer`'s language.
    func verify(token submitted: String?, of request: Request, localizer: Localizer) throws {
        guard let cookie = request.cookie(Self.cookieName), let submitted,
              Self.constantTimeEqual(cookie, submitted), isSigned(cookie, binding: binding(of: request))
        else {
            throw HTTPError(.forbidden, message: localizer[ErrorPageText.formExpired])
        }
    }

    /// Whether two strings are the same, in a time that does not tell where they differ.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
