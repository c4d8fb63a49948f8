import Crypto
import Foundation
import Hummingbird
import MarqueeCore

/// OWASP's device cookie: a browser that has logged in to an account gets a signed cookie
/// naming it as that account's known device. Its later log-in attempts are throttled on their
/// own, so failures from anywhere else, which lock the account, never lock its owner out.
///
/// The value is `<id>.<signature>`: a random id (64 hex digits) and HMAC-SHA256 under
/// `MARQUEE_SECRET` of the id and the account's email, so a cookie is good for one account
/// only and cannot be made without the secret.
struct DeviceCookie: Sendable {
    static let name = "marquee_device"
    private static let lifetime = 60 * 60 * 24 * 365
    private let key: SymmetricKey
    /// Whether browsers reach Marquee over HTTPS: the cookie is then `Secure`.
    private let isSecure: Bool

    /// Signs with a key derived from `secret` (not the CSRF key).
    init(secret: String, isSecure: Bool) {
        key = SymmetricKey(data: SHA256.hash(data: Data(("marquee device " + secret).utf8)))
        self.isSecure = isSecure
    }

    /// The id of the request's device cookie when it was given for `email`; nil otherwise.
    func knownDevice(in request: Request, for email: String) -> String? {
        guard let email = EmailAddress(email), let value = request.cookie(Self.name) else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, RandomToken.isWellFormed(parts[0]),
              CSRFProtection.constantTimeEqual(signature(id: parts[0], email: email), parts[1])
        else { return nil }
        return parts[0]
    }

    /// A new device cookie for a browser that has just logged in to `email`'s account.
    func cookie(for email: String) -> Cookie? {
        guard let email = EmailAddress(email) else { return nil }
        let id = RandomToken.make()
        return Cookie(name: Self.name, value: id + "." + signature(id: id, email: email), maxAge: Self.lifetime, path: "/",
                      secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    private func signature(id: String, email: EmailAddress) -> String {
        Hex.lowercase(HMAC<SHA256>.authenticationCode(for: Data((id + "\n" + email.value).utf8), using: key))
    }
}
