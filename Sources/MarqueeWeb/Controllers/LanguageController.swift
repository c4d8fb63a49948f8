import Foundation
import Hummingbird
import MarqueeCore

/// `POST /language`: remembers the language chosen, on this browser and in the account when
/// logged in, and goes back to the page it was chosen on, now in that language.
struct LanguageController: Sendable {
    let preference: LanguagePreference
    /// Where a logged-in person's choice is kept, for the other browsers they log in on.
    let accounts: AccountUseCases

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.post(.setLanguage, use: choose)
    }

    @Sendable func choose(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: LanguageForm.self, context: context)
        guard let language = form.language.flatMap(preference.language(code:)) else {
            throw HTTPError(.badRequest, message: context.localizer[LanguageText.unknown])
        }
        let referer = request.headers[.referer].flatMap(URL.init(string:)).map { $0.path + ($0.query.map { "?" + $0 } ?? "") }
        let back = Self.route(returning: form.returnTo) ?? Self.route(returning: referer) ?? .discover()
        // The pseudo-language is a tool for a server's operator, not a person's language.
        if let account = context.account, Language.all.contains(language) {
            try await accounts.manage.setLanguage(language, of: account)
        }
        var response = Response(status: .seeOther, headers: [.location: back.url])
        response.setCookie(preference.cookie(language))
        return response
    }

    /// The page at `path` to go back to. The log-in and sign-up screens are never pages to come
    /// back to once logged in (``Route/init(returnPath:)`` leaves them out), but a language
    /// chosen on one goes back to it, with the page it was to go on to.
    private static func route(returning path: String?) -> Route? {
        guard let path else { return nil }
        if let route = Route(returnPath: path) { return route }
        let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? (try? URLEncodedFormDecoder().decode([String: String].self, from: String(parts[1]))) ?? [:] : [:]
        let next = query["return_to"].flatMap(Route.init(returnPath:))
        switch parts.first {
        case "/login": return .logIn(returnTo: next)
        case "/signup": return .signUp(returnTo: next)
        default: return nil
        }
    }
}
