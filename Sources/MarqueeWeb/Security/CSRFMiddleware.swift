import Foundation
import Hummingbird
import MarqueeCore
import MarqueeImport
import NIOCore
import NIOPosix

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
        if ImportUpload.isUpload(request) { return try await next(request, try await upload(request, context: context)) }
        let body = try await request.body.collect(upTo: CSRFProtection.maximumFormSize)
        let form = Self.withoutNUL(String(buffer: body))
        try csrf.verify(form: form, of: request, localizer: context.localizer)
        return try await next(Request(head: request.head, body: RequestBody(buffer: ByteBuffer(string: form))), context)
    }

    /// An import's upload: read whole (at most ``ImportUpload/maximumBodySize``: 413 past it,
    /// with the limit said), parsed on NIO's thread pool, its token checked as a form's, and
    /// handed to the handler in the context.
    private func upload(_ request: Request, context: Context) async throws -> Context {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: ImportUpload.maximumBodySize)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw HTTPError(.contentTooLarge, message: ImportError.tooLarge(limitBytes: ImportReader.maximumBytes).message(in: context.localizer))
        }
        let contentType = request.headers[.contentType] ?? ""
        let localizer = context.localizer
        let upload = try await NIOThreadPool.singleton.runIfActive { try ImportUpload(body: body, contentType: contentType, localizer: localizer) }
        try csrf.verify(token: upload.fields[CSRFProtection.fieldName], of: request, localizer: context.localizer)
        var context = context
        context.upload = upload
        return context
    }

    /// `form` without NUL, raw or escaped. Dropping one `%00` can make another (`%%0000`), so
    /// what is left is what repeated dropping would leave (found by the `form` fuzz target), worked
    /// out in one pass: each byte is appended, and a `%00` that appending completes is taken off
    /// again at once. `%00` cannot overlap itself, so the order of the drops does not change the
    /// result, and the work is linear in the form (the loop of whole-string passes it replaces
    /// took 3.2 s on a 16 KB form of nested escapes).
    static func withoutNUL(_ form: String) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(form.utf8.count)
        for byte in form.utf8 where byte != 0 {
            kept.append(byte)
            let count = kept.count
            if count >= 3, kept[count - 1] == UInt8(ascii: "0"), kept[count - 2] == UInt8(ascii: "0"), kept[count - 3] == UInt8(ascii: "%") {
                kept.removeLast(3)
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
