import Hummingbird
import MarqueeCore

/// Hands the request's language, once its account is known, to what reads it below the use
/// cases (``ReadingLanguage``): TMDB asked in that language, offline copies kept per language.
struct ReadingLanguageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        try await ReadingLanguage.$current.withValue(context.language) {
            try await next(request, context)
        }
    }
}
