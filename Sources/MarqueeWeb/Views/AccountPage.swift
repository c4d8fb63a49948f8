import MarqueeCore

/// Home: the person's names, email and mobile number, with "Edit" (a dialog), "Show images"
/// (the gallery), "Log out" and "Delete account".
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
            detail("First name", id: "account-first-name", state.firstName, to: &html)
            detail("Last name", id: "account-last-name", state.lastName, to: &html)
            detail("Email", id: "account-email", state.email, to: &html)
            html.markup("<div><dt>Mobile number</dt><dd><span id=\"account-mobile\">")
            html.text(state.mobile)
            html.markup("</span> <a class=\"button secondary\"")
            html.id(.editMobile)
            html.markup(" href=\"")
            html.link(.editMobile)
            html.markup("\" aria-haspopup=\"dialog\">Edit</a></dd></div>\n</dl>\n<p><a class=\"button\" id=\"show-images\" href=\"")
            html.link(.gallery())
            html.markup("\">Show images</a></p>\n<div class=\"account-actions\">\n<form method=\"post\" data-forgets-device action=\"")
            html.link(.logOut)
            html.markup("\">")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("<button type=\"submit\" id=\"log-out\">Log out</button></form>\n<a class=\"danger-link\" id=\"delete-account\" href=\"")
            html.link(.deleteAccount)
            html.markup("\">Delete account</a>\n</div>\n</section>\n")
            html.markup("<dialog")
            html.id(.mobileDialog)
            html.markup(dialog == nil ? " class=\"form-dialog\" aria-labelledby=\"mobile-dialog-title\">\n"
                                      : " class=\"form-dialog\" aria-labelledby=\"mobile-dialog-title\" open>\n")
            html.markup("<h2 id=\"mobile-dialog-title\">Edit mobile number</h2>\n")
            (dialog ?? MobileForm(value: state.mobile, message: nil, csrfToken: chrome.context.csrfToken, inDialog: true)).write(to: &html)
            html.markup("</dialog>\n")
        }
    }

    private func detail(_ term: StaticString, id: StaticString, _ value: String, to html: inout HTMLWriter) {
        html.markup("<div><dt>")
        html.markup(term)
        html.markup("</dt><dd id=\"")
        html.markup(id)
        html.markup(value.isEmpty ? "\" class=\"empty\">Not given" : "\">")
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
        FormField(label: "Mobile number", name: "mobile", kind: .mobile, value: value, hint: "A Malaysian mobile number.").write(to: &html)
        html.markup("<div class=\"form-buttons\"><button type=\"submit\" id=\"save-mobile\">Save</button> ")
        if inDialog {
            html.markup("<button type=\"submit\" class=\"secondary\" id=\"cancel-mobile\" formmethod=\"dialog\" formnovalidate>Cancel</button>")
        } else {
            html.markup("<a class=\"button secondary\" id=\"cancel-mobile\" href=\"")
            html.link(.account())
            html.markup("\">Cancel</a>")
        }
        html.markup("</div>\n</form>\n")
    }
}

/// The mobile number's form as a page: what "Edit" opens without JavaScript.
struct EditMobilePage: HTMLComponent {
    let form: MobileForm
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-form\" aria-labelledby=\"mobile-title\">\n<h1 id=\"mobile-title\">Edit mobile number</h1>\n")
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
            html.markup("<section class=\"account-form\" aria-labelledby=\"delete-title\">\n<h1 id=\"delete-title\">Delete account</h1>\n")
            html.markup("<p>This removes your account, your favorites and your search history from Marquee. It cannot be undone.</p>\n")
            message?.write(to: &html)
            html.markup("<form id=\"delete-form\" method=\"post\" data-forgets-device action=\"")
            html.link(.deleteAccount)
            html.markup("\" novalidate>")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            html.markup("\n")
            FormField(label: "Password", name: "password", kind: .currentPassword).write(to: &html)
            html.markup("<div class=\"form-buttons\"><button type=\"submit\" class=\"danger\" id=\"confirm-delete\">Delete account</button> <a class=\"button secondary\" href=\"")
            html.link(.account())
            html.markup("\">Cancel</a></div>\n</form>\n</section>\n")
        }
    }
}
