import Hummingbird
import Logging
import MarqueeCore

/// Home and what a logged-in person changes there: the mobile number, or the whole account.
/// Every route needs an account: a logged-out browser is sent to Log in, and comes back after.
struct AccountController: Sendable {
    let accounts: AccountUseCases
    let cookie: SessionCookie
    let pages: Pages
    let logger: Logger

    func addRoutes(to router: some RouterMethods<AppRequestContext>) {
        router.get(.account, use: home)
        router.get(.editMobile, use: editMobilePage)
        router.post(.editMobile, use: editMobile)
        router.get(.deleteAccount, use: deletePage)
        router.post(.deleteAccount, use: delete)
    }

    @Sendable func home(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let account = context.account else { return Self.logInFirst(then: .account()) }
        let notice = request.uri.queryParameters.get("notice").flatMap(AccountNotice.init(rawValue:))
        let state = AccountHomeViewState(account: account, localizer: context.localizer)
        return pages.page(request, context, title: context.localizer[AccountPageText.title], section: .account) {
            AccountPage(state: state, message: notice.map { FormMessage(text: $0.message(in: context.localizer), isProblem: false) }, chrome: $0)
        }
    }

    @Sendable func editMobilePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard let account = context.account else { return Self.logInFirst(then: .editMobile) }
        return pages.page(request, context, title: context.localizer[AccountPageText.editMobile], section: .account) {
            EditMobilePage(form: MobileForm(value: account.mobile.formatted, message: nil, csrfToken: $0.context.csrfToken, inDialog: false), chrome: $0)
        }
    }

    /// Saves a valid number and shows Home with "Number was edited successfully"; an invalid
    /// one comes back where it was typed (the dialog or the page) with the number as typed.
    @Sendable func editMobile(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: MobileFormFields.self, context: context)
        guard let account = context.account else { return Self.logInFirst(then: .editMobile) }
        let typed = form.mobile ?? ""
        switch try await accounts.manage.changeMobile(of: account, to: typed) {
        case .success:
            return SessionController.redirect(to: .account(notice: .mobileChanged))
        case .failure(let error):
            let message = FormMessage(text: error.message(in: context.localizer), isProblem: true)
            if form.isFromDialog {
                let state = AccountHomeViewState(account: account, localizer: context.localizer)
                return pages.page(request, context, title: context.localizer[AccountPageText.title], section: .account, status: .unprocessableContent) {
                    AccountPage(state: state, dialog: MobileForm(value: typed, message: message, csrfToken: $0.context.csrfToken, inDialog: true), chrome: $0)
                }
            }
            return pages.page(request, context, title: context.localizer[AccountPageText.editMobile], section: .account, status: .unprocessableContent) {
                EditMobilePage(form: MobileForm(value: typed, message: message, csrfToken: $0.context.csrfToken, inDialog: false), chrome: $0)
            }
        }
    }

    @Sendable func deletePage(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard context.account != nil else { return Self.logInFirst(then: .deleteAccount) }
        return pages.page(request, context, title: context.localizer[AccountPageText.deleteAccount], section: .account) { DeleteAccountPage(chrome: $0) }
    }

    /// Deletes the account once its password is confirmed, and shows Log in.
    @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: DeleteAccountFormFields.self, context: context)
        guard let account = context.account else { return Self.logInFirst(then: .deleteAccount) }
        switch try await accounts.manage.delete(account, password: form.password ?? "") {
        case .success:
            logger.info("Deleted account \(account.id)")
            var response = SessionController.redirect(to: .logIn(notice: .accountDeleted))
            SessionController.forget(in: &response, cookie: cookie, csrf: pages.csrf)
            return response
        case .failure(let error):
            let status: HTTPResponse.Status = if case .tooManyAttempts = error { .tooManyRequests } else { .unprocessableContent }
            return pages.page(request, context, title: context.localizer[AccountPageText.deleteAccount], section: .account, status: status) {
                DeleteAccountPage(message: FormMessage(text: error.message(in: context.localizer), isProblem: true), chrome: $0)
            }
        }
    }

    /// The log-in screen, which comes back to `route` after.
    private static func logInFirst(then route: Route) -> Response {
        SessionController.redirect(to: .logIn(returnTo: route))
    }
}
