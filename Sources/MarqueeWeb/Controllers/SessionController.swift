import Hummingbird
import Logging
import MarqueeCore

/// Sign up, log in and log out: the screens that start and end a session.
struct SessionController: Sendable {
    let accounts: AccountUseCases
    let cookie: SessionCookie
    /// Marks a browser that has logged in to an account, so failures from elsewhere cannot
    /// lock it out.
    let device: DeviceCookie
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.logIn, use: logInPage)
        router.post(.logIn, use: logIn)
        router.get(.signUp, use: signUpPage)
        router.post(.signUp, use: signUp)
        router.post(.logOut, use: logOut)
    }

    @Sendable func logInPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let returnTo = Self.returnRoute(request.uri.queryParameters.get("return_to"))
        if context.account != nil { return Self.redirect(to: returnTo ?? .account()) }
        let notice = request.uri.queryParameters.get("notice").flatMap(AccountNotice.init(rawValue:))
        let message = notice.map { FormMessage(text: $0.message(in: context.localizer), isProblem: false) }
        return pages.page(request, context, title: context.localizer[LogInText.title], section: .account) { LogInPage(returnTo: returnTo, message: message, chrome: $0) }
    }

    @Sendable func logIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: LogInFormFields.self, context: context)
        let input = form.input
        let returnTo = form.returnRoute
        var arrival = Self.arrival(context)
        arrival.knownDevice = device.knownDevice(in: request, for: input.email)
        switch try await accounts.logIn(input, arrival: arrival) {
        case .success(let session):
            logger.info("Logged in account \(session.account.id)")
            try await keepChosenLanguage(for: session.account, context)
            var response = loggedIn(session, goingTo: returnTo)
            if let cookie = device.cookie(for: input.email) { response.setCookie(cookie) }
            return response
        case .failure(let error):
            if case .tooManyAttempts = error { logger.notice("Log in throttled for \(EmailAddress(input.email)?.masked ?? "a malformed email") from \(context.clientAddress)") }
            let status: HTTPResponse.Status = if case .tooManyAttempts = error { .tooManyRequests } else { .unprocessableContent }
            return pages.page(request, context, title: context.localizer[LogInText.title], section: .account, status: status) {
                LogInPage(email: input.email, returnTo: returnTo, message: FormMessage(text: error.message(in: context.localizer), isProblem: true), chrome: $0)
            }
        }
    }

    @Sendable func signUpPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let returnTo = Self.returnRoute(request.uri.queryParameters.get("return_to"))
        if context.account != nil { return Self.redirect(to: returnTo ?? .account()) }
        return pages.page(request, context, title: context.localizer[SignUpText.title], section: .account) { SignUpPage(returnTo: returnTo, chrome: $0) }
    }

    @Sendable func signUp(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: SignUpFormFields.self, context: context)
        let input = form.input
        let returnTo = form.returnRoute
        switch try await accounts.signUp(input, arrival: Self.arrival(context)) {
        case .success(let session):
            logger.info("Signed up account \(session.account.id)")
            try await keepChosenLanguage(for: session.account, context)
            var response = loggedIn(session, goingTo: returnTo)
            if let cookie = device.cookie(for: input.email) { response.setCookie(cookie) }
            return response
        case .failure(let error):
            var kept = input
            kept.password = ""
            let status: HTTPResponse.Status = if case .tooManySignUps = error { .tooManyRequests } else { .unprocessableContent }
            return pages.page(request, context, title: context.localizer[SignUpText.title], section: .account, status: status) {
                SignUpPage(form: kept, returnTo: returnTo, message: FormMessage(text: error.message(in: context.localizer), isProblem: true), chrome: $0)
            }
        }
    }

    /// Ends the session on the server and in the browser, which becomes a new anonymous visitor.
    @Sendable func logOut(_ request: Request, context: AppRequestContext) async throws -> Response {
        if let token = context.sessionToken { try await accounts.sessions.logOut(token: token) }
        var response = Self.redirect(to: .logIn(notice: .loggedOut))
        Self.forget(in: &response, cookie: cookie, csrf: pages.csrf)
        return response
    }

    /// A language this browser chose before its account had one becomes the account's: a person
    /// who picked Malay on the sign-up screen reads Malay on every browser they log in on.
    private func keepChosenLanguage(for account: Account, _ context: AppRequestContext) async throws {
        guard context.hasChosenLanguage, account.language == nil, Language.all.contains(context.language) else { return }
        try await accounts.manage.setLanguage(context.language, of: account)
    }

    /// The redirect after a log in or sign up, with the new session's cookie and a new CSRF token.
    private func loggedIn(_ session: StartedSession, goingTo returnTo: Route?) -> Response {
        var response = Self.redirect(to: returnTo ?? .account())
        response.setCookie(cookie.setting(session.token))
        response.setCookie(pages.csrf.rotatedCookie(binding: CSRFProtection.sessionBinding(session.token)))
        return response
    }

    /// Clears the session cookie, and gives the browser a new visitor and CSRF token.
    static func forget(in response: inout Response, cookie: SessionCookie, csrf: CSRFProtection) {
        response.setCookie(cookie.clearing)
        let visitor = RandomToken.make()
        response.setCookie(VisitorMiddleware.freshCookie(visitor, isSecure: cookie.isSecure))
        response.setCookie(csrf.rotatedCookie(binding: CSRFProtection.visitorBinding(visitor)))
    }

    private static func arrival(_ context: AppRequestContext) -> BrowserArrival {
        BrowserArrival(visitor: context.visitor, previousToken: context.sessionToken, clientAddress: context.clientAddress)
    }

    /// A local screen to come back to; the log-in and sign-up screens themselves are not.
    private static func returnRoute(_ path: String?) -> Route? {
        path.flatMap(Route.init(returnPath:))
    }

    static func redirect(to route: Route) -> Response {
        Response(status: .seeOther, headers: [.location: route.url])
    }
}

extension AccountNotice {
    /// The sentence the notice stands for, in `localizer`'s language.
    func message(in localizer: Localizer) -> String {
        switch self {
        case .mobileChanged: localizer[AccountText.mobileChanged]
        case .loggedOut: localizer[AccountText.loggedOut]
        case .accountDeleted: localizer[AccountText.accountDeleted]
        }
    }
}
