import MarqueeCore

/// Home: the person's names, email and mobile number, with "Edit" (a dialog), "Show images"
/// (the gallery), the language chooser, "Log out" and "Delete account".
struct AccountPage: HTMLComponent {
    let state: AccountHomeViewState
    var message: FormMessage?
    /// The dialog's own problem and the number as typed, when a change was refused: the page
    /// then loads with the dialog open.
    var dialog: MobileForm?
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-home\" aria-labelledby=\"account-title\">\n<h1 id=\"account-title\">")
            html.text(state.greeting)
            html.markup("</h1>\n")
            message?.write(to: &html)
            html.markup("<dl class=\"account-details\">\n")
            detail(.firstName, id: "account-first-name", state.firstName, to: &html)
            detail(.lastName, id: "account-last-name", state.lastName, to: &html)
            detail(.email, id: "account-email", state.email, to: &html)
            html.markup("<div><dt>")
            html.text(AccountFieldText.mobile)
            html.markup("</dt><dd><span id=\"account-mobile\">")
            html.text(state.mobile)
            html.markup("</span> <a class=\"button secondary\"")
            html.id(.editMobile)
            html.markup(" href=\"")
            html.link(.editMobile)
            html.markup("\" aria-haspopup=\"dialog\">")
            html.text(AccountPageText.edit)
            html.markup("</a></dd></div>\n</dl>\n<p><a class=\"button\" id=\"show-images\" href=\"")
            html.link(.gallery())
            html.markup("\">")
            html.text(AccountPageText.showImages)
            html.markup("</a></p>\n<section class=\"account-language\" aria-labelledby=\"account-language-title\">\n<h2 id=\"account-language-title\">")
            html.text(AccountPageText.languageHeading)
            html.markup("</h2>\n<p class=\"hint\">")
            html.text(AccountPageText.languageHint)
            html.markup("</p>\n")
            LanguageChooser(context: chrome.context, fieldID: "account-language").write(to: &html)
            html.markup("</section>\n<div class=\"account-actions\">\n<form method=\"post\" data-forgets-device action=\"")
            html.link(.logOut)
            html.markup("\">")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("<button type=\"submit\" id=\"log-out\">")
            html.text(AccountPageText.logOut)
            html.markup("</button></form>\n<a class=\"danger-link\" id=\"delete-account\" href=\"")
            html.link(.deleteAccount)
            html.markup("\">")
            html.text(AccountPageText.deleteAccount)
            html.markup("</a>\n</div>\n</section>\n")
            html.markup("<dialog")
            html.id(.mobileDialog)
            html.markup(dialog == nil ? " class=\"form-dialog\" aria-labelledby=\"mobile-dialog-title\">\n"
                                      : " class=\"form-dialog\" aria-labelledby=\"mobile-dialog-title\" open>\n")
            html.markup("<h2 id=\"mobile-dialog-title\">")
            html.text(AccountPageText.editMobile)
            html.markup("</h2>\n")
            (dialog ?? MobileForm(value: state.mobile, message: nil, csrfToken: chrome.context.csrfToken, inDialog: true)).write(to: &html)
            html.markup("</dialog>\n")
        }
    }

    private func detail(_ term: AccountFieldText, id: StaticString, _ value: String, to html: inout HTMLWriter) {
        html.markup("<div><dt>")
        html.text(term)
        html.markup("</dt><dd id=\"")
        html.markup(id)
        if value.isEmpty {
            html.markup("\" class=\"empty\">")
            html.text(AccountFieldText.notGiven)
        } else {
            html.markup("\">")
        }
        html.text(value)
        html.markup("</dd></div>\n")
    }
}

/// The mobile number's form, in Home's dialog or on a page of its own.
struct MobileForm: HTMLComponent {
    /// The number shown in the field: the current one, or what was typed.
    let value: String
    let message: FormMessage?
    let csrfToken: String
    /// In the dialog, "Cancel" closes it; on the page, it goes back to Home.
    let inDialog: Bool

    func write(to html: inout HTMLWriter) {
        message?.write(to: &html)
        html.markup("<form id=\"mobile-form\" method=\"post\" action=\"")
        html.link(.editMobile)
        html.markup("\" novalidate>")
        CSRFField(token: csrfToken).write(to: &html)
        if inDialog { html.markup("<input type=\"hidden\" name=\"view\" value=\"dialog\">") }
        html.markup("\n")
        FormField(label: html.localizer[AccountFieldText.mobile], name: "mobile", kind: .mobile, value: value,
                  hint: html.localizer[AccountFieldText.mobileHint]).write(to: &html)
        html.markup("<div class=\"form-buttons\"><button type=\"submit\" id=\"save-mobile\">")
        html.text(AccountPageText.save)
        html.markup("</button> ")
        if inDialog {
            html.markup("<button type=\"submit\" class=\"secondary\" id=\"cancel-mobile\" formmethod=\"dialog\" formnovalidate>")
        } else {
            html.markup("<a class=\"button secondary\" id=\"cancel-mobile\" href=\"")
            html.link(.account())
            html.markup("\">")
        }
        html.text(AccountPageText.cancel)
        html.markup(inDialog ? "</button>" : "</a>")
        html.markup("</div>\n</form>\n")
    }
}

/// The mobile number's form as a page: what "Edit" opens without JavaScript.
struct EditMobilePage: HTMLComponent {
    let form: MobileForm
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-form\" aria-labelledby=\"mobile-title\">\n<h1 id=\"mobile-title\">")
            html.text(AccountPageText.editMobile)
            html.markup("</h1>\n")
            form.write(to: &html)
            html.markup("</section>\n")
        }
    }
}

/// Deleting the account: what goes with it, and the password to confirm.
struct DeleteAccountPage: HTMLComponent {
    var message: FormMessage?
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-form\" aria-labelledby=\"delete-title\">\n<h1 id=\"delete-title\">")
            html.text(AccountPageText.deleteAccount)
            html.markup("</h1>\n<p>")
            html.text(AccountPageText.deleteWarning)
            html.markup("</p>\n")
            message?.write(to: &html)
            html.markup("<form id=\"delete-form\" method=\"post\" data-forgets-device action=\"")
            html.link(.deleteAccount)
            html.markup("\" novalidate>")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("\n")
            FormField(label: html.localizer[AccountFieldText.password], name: "password", kind: .currentPassword).write(to: &html)
            html.markup("<div class=\"form-buttons\"><button type=\"submit\" class=\"danger\" id=\"confirm-delete\">")
            html.text(AccountPageText.deleteAccount)
            html.markup("</button> <a class=\"button secondary\" href=\"")
            html.link(.account())
            html.markup("\">")
            html.text(AccountPageText.cancel)
            html.markup("</a></div>\n</form>\n</section>\n")
        }
    }
}
