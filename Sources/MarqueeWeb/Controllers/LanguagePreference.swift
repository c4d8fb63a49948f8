import Foundation
import Hummingbird
import MarqueeCore

/// Which language a page is written in: the person's choice on this browser (a cookie set by
/// the chooser), else their account's (``SessionMiddleware``), else the first language of
/// their browser's `Accept-Language` that Marquee speaks, else English.
struct LanguagePreference: Sendable {
    /// The cookie that remembers the person's choice.
    static let cookieName = "marquee_lang"
    /// A choice is remembered for a year.
    static let lifetime = 365 * 24 * 3600

    let isSecure: Bool
    /// Whether "en-XA", the pseudo-language, may be chosen.
    let offersPseudo: Bool

    /// The language chosen on this browser, if any.
    func chosen(in request: Request) -> Language? {
        request.cookie(Self.cookieName).flatMap(language(code:))
    }

    /// The language of `request` before its account is known: the chosen one, else the browser's.
    func language(for request: Request) -> Language {
        if let chosen = chosen(in: request) { return chosen }
        guard let header = request.headers[.acceptLanguage] else { return .english }
        return Language.preferred(by: AcceptLanguage.tags(header))
    }

    /// The language of `code`: one of ``Language/all``, or the pseudo-language where offered.
    func language(code: String) -> Language? {
        if offersPseudo, code == Language.pseudo.code { return .pseudo }
        return Language(code: code)
    }

    /// The cookie remembering `language`.
    func cookie(_ language: Language) -> Cookie {
        Cookie(name: Self.cookieName, value: language.code, maxAge: Self.lifetime, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }
}
