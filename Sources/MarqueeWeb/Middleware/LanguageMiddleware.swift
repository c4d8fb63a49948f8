import Hummingbird
import MarqueeCore

/// Sets the language of the response (``AppRequestContext/language``) from the browser's choice
/// or its `Accept-Language`; ``SessionMiddleware`` then prefers the account's, when the
/// browser made no choice of its own.
struct LanguageMiddleware: RouterMiddleware {
    let preference: LanguagePreference

    func handle(_ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        var context = context
        context.language = preference.language(for: request)
        context.hasChosenLanguage = preference.chosen(in: request) != nil
        return try await next(request, context)
    }
}
