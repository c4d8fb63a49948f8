import HTTPTypes
import Hummingbird

/// Adds the security headers every response carries: a strict Content-Security-Policy (no
/// inline script or style), `nosniff`, no framing, no referrer leaks; `X-Marquee: 1`, which
/// tells Marquee's own 502, 503 and 504 pages (an upstream failed; the page says so) from a
/// proxy's (Marquee cannot be reached; the device shows what it saved); and, when configured,
/// the server's name, so that a test behind a load balancer can tell which server answered.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Sent in `X-Marquee-Server`; nil sends nothing.
    let serverName: String?
    /// When `Strict-Transport-Security` is sent.
    var strictTransportSecurity: StrictTransportSecurity = .never

    static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    private static var frameOptions: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }
    private static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
    static var serverNameField: HTTPField.Name { HTTPField.Name("X-Marquee-Server")! }
    /// Read by the service worker and the page script: the value does not matter.
    static var answeredByMarqueeField: HTTPField.Name { HTTPField.Name("X-Marquee")! }
    private static var forwardedProto: HTTPField.Name { HTTPField.Name("X-Forwarded-Proto")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.frameOptions] = "DENY"
        response.headers[Self.referrerPolicy] = "same-origin"
        response.headers[Self.answeredByMarqueeField] = "1"
        if let serverName { response.headers[Self.serverNameField] = serverName }
        switch strictTransportSecurity {
        case .always:
            response.headers[.strictTransportSecurity] = "max-age=31536000"
        case .whenForwardedHTTPS where request.headers[Self.forwardedProto]?.lowercased() == "https":
            response.headers[.strictTransportSecurity] = "max-age=31536000"
        case .never, .whenForwardedHTTPS:
            break
        }
        return response
    }
}
