import Hummingbird

/// The cookie that carries a session token: HttpOnly and SameSite=Lax; over HTTPS also `Secure`
/// with the `__Host-` prefix, which browsers accept only from a secure origin, for the whole
/// site and no other domain.
struct SessionCookie: Sendable {
    /// Whether Marquee is served over HTTPS (directly or behind a proxy).
    let isSecure: Bool
    /// How long the browser keeps it; the server ends the session sooner when idle.
    let lifetime: Int

    var name: String { isSecure ? "__Host-marquee_session" : "marquee_session" }

    /// The token of the request, if it sent one.
    func token(in request: Request) -> String? {
        request.cookie(name)
    }

    /// The cookie that starts a session.
    func setting(_ token: String) -> Cookie {
        Cookie(name: name, value: token, maxAge: lifetime, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    /// The cookie that tells the browser to forget it.
    var clearing: Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }
}
