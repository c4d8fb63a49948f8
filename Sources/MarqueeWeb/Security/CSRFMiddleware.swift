import Foundation
import Hummingbird
import NIOCore

/// Checks the CSRF token of every POST, in one place, before any handler runs: the body is read
/// once (at most ``CSRFProtection/maximumFormSize``: 413 past it), its `csrf_token` must match
/// the browser's cookie, signed for what the browser is (403 otherwise), and the handler then
/// decodes the same body into its form's type. A NUL is dropped here, once for every form:
/// it is never typed into a form, and PostgreSQL's text cannot hold it.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let csrf: CSRFProtection

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        let body = try await request.body.collect(upTo: CSRFProtection.maximumFormSize)
        let form = Self.withoutNUL(String(buffer: body))
        try csrf.verify(form: form, of: request)
        return try await next(Request(head: request.head, body: RequestBody(buffer: ByteBuffer(string: form))), context)
    }

    /// `form` without NUL, raw or escaped; dropping one `%00` can make another (`%%0000`), so
    /// until none is left (found by the `form` fuzz target).
    static func withoutNUL(_ form: String) -> String {
        var form = form.replacingOccurrences(of: "\u{0}", with: "")
        while form.contains("%00") { form = form.replacingOccurrences(of: "%00", with: "") }
        return form
    }
}
