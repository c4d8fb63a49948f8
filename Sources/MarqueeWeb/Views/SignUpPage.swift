import MarqueeCore

/// The sign-up screen: email, password, names, mobile number, gender, "Sign up", and a way to
/// log in instead.
struct SignUpPage: HTMLComponent {
    /// The fields as typed, kept when the form comes back with a message; the password is not.
    var form = SignUpForm()
    let returnTo: Route?
    var message: FormMessage?
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-form\" aria-labelledby=\"signup-title\">\n<h1 id=\"signup-title\">")
            html.text(SignUpText.title)
            html.markup("</h1>\n")
            message?.write(to: &html)
            html.markup("<form id=\"signup-form\" method=\"post\" data-forgets-device action=\"")
            html.link(.signUp())
            html.markup("\" novalidate>")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            ReturnField(route: returnTo).write(to: &html)
            html.markup("\n")
            let text = html.localizer
            FormField(label: text[AccountFieldText.email], name: "email", kind: .email, value: form.email).write(to: &html)
            FormField(label: text[AccountFieldText.password], name: "password", kind: .newPassword,
                      hint: text[AccountFieldText.passwordHint]).write(to: &html)
            FormField(label: text[AccountFieldText.firstName], name: "first_name", kind: .name(autocomplete: "given-name"), value: form.firstName,
                      isRequired: false).write(to: &html)
            FormField(label: text[AccountFieldText.lastName], name: "last_name", kind: .name(autocomplete: "family-name"), value: form.lastName,
                      isRequired: false).write(to: &html)
            FormField(label: text[AccountFieldText.mobile], name: "mobile", kind: .mobile, value: form.mobile,
                      hint: text[AccountFieldText.mobileHint]).write(to: &html)
            gender(to: &html)
            html.markup("<button type=\"submit\" id=\"sign-up\">")
            html.text(SignUpText.title)
            html.markup("</button>\n</form>\n<p class=\"switch-form\">")
            html.text(SignUpText.haveAccount)
            html.markup(" <a id=\"login-link\" href=\"")
            html.link(.logIn(returnTo: returnTo))
            html.markup("\">")
            html.text(SignUpText.logIn)
            html.markup("</a></p>\n</section>\n")
        }
    }

    private func gender(to html: inout HTMLWriter) {
        html.markup("<div class=\"field\"><label for=\"gender\">")
        html.text(AccountFieldText.gender)
        html.markup("</label><select id=\"gender\" name=\"gender\" required>")
        html.markup(Gender(rawValue: form.gender) == nil ? "<option value=\"\" selected>" : "<option value=\"\">")
        html.text(AccountFieldText.selectGender)
        html.markup("</option>")
        for gender in Gender.allCases {
            html.markup("<option value=\"")
            html.attribute(gender.rawValue)
            html.markup(gender.rawValue == form.gender ? "\" selected>" : "\">")
            html.text(gender.label(in: html.localizer))
            html.markup("</option>")
        }
        html.markup("</select></div>\n")
    }
}
