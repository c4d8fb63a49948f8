#if DEBUG
import Foundation
import HTTPTypes
import Hummingbird
import MarqueeCore
@testable import MarqueeWeb
import NIOCore

/// A POST: the first line is the `Cookie` header, the rest the url-encoded body. The body is
/// cleaned by ``CSRFMiddleware`` and its token checked as the middleware does, then decoded into every form type
/// the handlers decode (`request.decode(as:)` uses the same `URLEncodedFormDecoder`), and what
/// the handlers read from them is read.
enum FormFuzz {
    static let target = FuzzTarget(name: "form", maxLength: 17_408, summary: "POST forms: CSRF check, the Forms/ types, sign-up, log-in, heart") { data in
        let newline = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        // A header value never holds NUL, CR or LF: the HTTP parser refuses them.
        let cookie = text(data[data.startIndex..<newline].filter { $0 != 0 && $0 != 0x0D })
        // What CSRFMiddleware passes on: the body without NUL, raw or escaped.
        let form = CSRFMiddleware.withoutNUL(text(Data(data[newline...].dropFirst())))
        checkCSRF(cookie: cookie, form: form)
        if let fields = try? URLEncodedFormDecoder().decode([String: String].self, from: form) {
            expect(!fields.contains { $0.key.contains("\u{0}") || $0.value.contains("\u{0}") }, "a NUL reached a handler: \(fields)")
        }
        readForms(form)
    }

    private static func readForms(_ form: String) {
        let decoder = URLEncodedFormDecoder()
        if let signUp = try? decoder.decode(SignUpFormFields.self, from: form) {
            if case let .success(valid) = signUp.input.validated(with: policy) {
                expect(MalaysianMobileNumber(e164: valid.mobile.e164) == valid.mobile, "mobile \(valid.mobile.e164) does not read back")
            }
            check(signUp.returnRoute)
        }
        if let logIn = try? decoder.decode(LogInFormFields.self, from: form) {
            _ = logIn.input.validated()
            check(logIn.returnRoute)
        }
        if let heart = try? decoder.decode(HeartForm.self, from: form) {
            _ = (heart.isFavorite, heart.restoredDate?.date)
            check(heart.returnRoute)
        }
        if let mobile = try? decoder.decode(MobileFormFields.self, from: form) {
            _ = (mobile.mobile.flatMap { MalaysianMobileNumber($0) }?.formatted, mobile.isFromDialog)
        }
        _ = try? decoder.decode(DeleteAccountFormFields.self, from: form).password
        _ = try? decoder.decode(ForgetSearchForm.self, from: form).q.flatMap { try? SearchQuery($0) }
        _ = try? decoder.decode(ForgetGallerySearchForm.self, from: form).entryID
    }

    private static func check(_ route: Route?) {
        RouteFuzz.check(route, from: "a form's return_to")
    }

    private static let policy = PasswordPolicy(commonPasswords: ["password", "12345678", "qwertyuiop"])
    private static let csrf = CSRFProtection(secret: "fuzz")

    /// The server's own check: cookies read, the token compared with the cookie and its
    /// signature checked. Nothing here was signed with the secret, so nothing may pass.
    private static func checkCSRF(cookie: String, form: String) {
        var fields = HTTPFields()
        fields[.cookie] = cookie
        let request = Request(
            head: HTTPTypes.HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/movies/1/favorite", headerFields: fields),
            body: RequestBody(buffer: ByteBuffer())
        )
        expect((try? csrf.verify(form: form, of: request, localizer: .english)) == nil, "a form with cookie \(String(reflecting: cookie)) passed the CSRF check")
        _ = csrf.binding(of: request)
    }
}
#endif
