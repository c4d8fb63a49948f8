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
            html.markup("<section class=\"account-form\" aria-labelledby=\"signup-title\">\n<h1 id=\"signup-title\">Sign up</h1>\n")
            message?.write(to: &html)
            html.markup("<form id=\"signup-form\" method=\"post\" data-forgets-device action=\"")
            html.link(.signUp())
            html.markup("\" novalidate>")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            ReturnField(route: returnTo).write(to: &html)
            html.markup("\n")
            FormField(label: "Email", name: "email", kind: .email, value: form.email).write(to: &html)
            FormField(label: "Password", name: "password", kind: .newPassword,
                      hint: "At least 8 characters, one of them neither a letter nor a digit.").write(to: &html)
            FormField(label: "First name", name: "first_name", kind: .name(autocomplete: "given-name"), value: form.firstName, isRequired: false).write(to: &html)
            FormField(label: "Last name", name: "last_name", kind: .name(autocomplete: "family-name"), value: form.lastName, isRequired: false).write(to: &html)
            FormField(label: "Mobile number", name: "mobile", kind: .mobile, value: form.mobile,
                      hint: "A Malaysian mobile number.").write(to: &html)
            gender(to: &html)
            html.markup("<button type=\"submit\" id=\"sign-up\">Sign up</button>\n</form>\n<p class=\"switch-form\">Already have an account? <a id=\"login-link\" href=\"")
            html.link(.logIn(returnTo: returnTo))
            html.markup("\">Log in</a></p>\n</section>\n")
        }
    }

    private func gender(to html: inout HTMLWriter) {
        html.markup("<div class=\"field\"><label for=\"gender\">Gender</label><select id=\"gender\" name=\"gender\" required>")
        html.markup(Gender(rawValue: form.gender) == nil ? "<option value=\"\" selected>Select gender</option>" : "<option value=\"\">Select gender</option>")
        for gender in Gender.allCases {
            html.markup("<option value=\"")
            html.attribute(gender.rawValue)
            html.markup(gender.rawValue == form.gender ? "\" selected>" : "\">")
            html.text(gender.label)
            html.markup("</option>")
        }
        html.markup("</select></div>\n")
    }
}
