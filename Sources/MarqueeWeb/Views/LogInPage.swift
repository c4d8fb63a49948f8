import MarqueeCore

/// The log-in screen: email, password, "Log in", and a way to sign up instead.
struct LogInPage: HTMLComponent {
    /// The email as typed, kept when the form comes back with a message; never the password.
    var email = ""
    /// The page that asked for an account, to go back to after.
    let returnTo: Route?
    var message: FormMessage?
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"account-form\" aria-labelledby=\"login-title\">\n<h1 id=\"login-title\">")
            html.text(LogInText.title)
            html.markup("</h1>\n")
            message?.write(to: &html)
            html.markup("<form id=\"login-form\" method=\"post\" data-forgets-device action=\"")
            html.link(.logIn())
            html.markup("\" novalidate>")
            CSRFField(token: chrome.context.csrfToken).write(to: &html)
            ReturnField(route: returnTo).write(to: &html)
            html.markup("\n")
            FormField(label: html.localizer[LogInText.email], name: "email", kind: .email, value: email).write(to: &html)
            FormField(label: html.localizer[LogInText.password], name: "password", kind: .currentPassword).write(to: &html)
            html.markup("<button type=\"submit\" id=\"log-in\">")
            html.text(LogInText.title)
            html.markup("</button>\n</form>\n<p class=\"switch-form\">")
            html.text(LogInText.newHere)
            html.markup(" <a id=\"signup-link\" href=\"")
            html.link(.signUp(returnTo: returnTo))
            html.markup("\">")
            html.text(LogInText.signUp)
            html.markup("</a></p>\n</section>\n")
        }
    }
}

/// The hidden field that carries the page to go back to once logged in.
struct ReturnField: HTMLComponent {
    let route: Route?

    func write(to html: inout HTMLWriter) {
        guard let route else { return }
        html.markup("<input type=\"hidden\" name=\"return_to\" value=\"")
        html.link(route)
        html.markup("\">")
    }
}
