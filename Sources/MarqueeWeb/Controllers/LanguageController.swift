import Foundation
import Hummingbird
import MarqueeCore

/// `POST /language`: remembers the language chosen, on this browser and in the account when
/// logged in, and goes back to the page it was chosen on, now in that language.
struct LanguageController: Sendable {
    let preference: LanguagePreference

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.post(.setLanguage, use: choose)
    }

    @Sendable func choose(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: LanguageForm.self, context: context)
        guard let language = form.language.flatMap(preference.language(code:)) else {
            throw HTTPError(.badRequest, message: context.localizer[LanguageText.unknown])
        }
        let back = form.returnTo.flatMap(Route.init(returnPath:)) ?? request.headers[.referer].flatMap(Route.init(referer:)) ?? .discover()
        var response = Response(status: .seeOther, headers: [.location: back.url])
        response.setCookie(preference.cookie(language))
        return response
    }
}
