import Hummingbird
import Logging
import MarqueeCore

/// Reads the session cookie and puts the logged-in account, if any, in the context. A cookie
/// whose session ended or expired is cleared from the browser, and the rest of the chain sees
/// the request without it: the page's form token is then bound to what the browser will be
/// (its visitor identity), so its first log in after the session died is accepted. The account's
/// language is the page's when this browser chose none of its own.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let sessions: AccountSessions
    let cookie: SessionCookie

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = cookie.token(in: request) else { return try await next(request, context) }
        var context = context
        context.sessionToken = token
        context.account = try await sessions.account(forToken: token)
        if !context.hasChosenLanguage, let language = context.account?.language { context.language = language }
        var response = try await next(context.account == nil ? request.removing(cookie: cookie.name) : request, context)
        if context.account == nil, !response.headers[values: .setCookie].contains(where: { $0.hasPrefix(cookie.name + "=") }) {
            response.setCookie(cookie.clearing)
        }
        return response
    }
}
