import MarqueeCore

/// A labelled input of an account form. Its `id` is its name, so a page holds one form of each.
struct FormField: HTMLComponent {
    /// What the input takes, which sets its type, keyboard and autofill.
    enum Kind {
        case email
        case newPassword
        case currentPassword
        case name(autocomplete: StaticString)
        case mobile
    }

    let label: String
    let name: StaticString
    let kind: Kind
    var value = ""
    var isRequired = true
    /// A sentence under the label, such as the password rule.
    var hint: String?

    func write(to html: inout HTMLWriter) {
        html.markup("<div class=\"field\"><label for=\"")
        html.markup(name)
        html.markup("\">")
        html.text(label)
        if !isRequired {
            html.markup(" <span class=\"optional\">")
            html.text(AccountFieldText.optional)
            html.markup("</span>")
        }
        html.markup("</label>")
        if let hint {
            html.markup("<span class=\"hint\" id=\"")
            html.markup(name)
            html.markup("-hint\">")
            html.text(hint)
            html.markup("</span>")
        }
        html.markup("<input id=\"")
        html.markup(name)
        html.markup("\" name=\"")
        html.markup(name)
        switch kind {
        case .email: html.markup("\" type=\"email\" autocomplete=\"email\" autocapitalize=\"off\" spellcheck=\"false\" maxlength=\"254")
        case .newPassword: html.markup("\" type=\"password\" autocomplete=\"new-password")
        case .currentPassword: html.markup("\" type=\"password\" autocomplete=\"current-password")
        case .name(let autocomplete):
            html.markup("\" type=\"text\" maxlength=\"100\" autocomplete=\"")
            html.markup(autocomplete)
        case .mobile: html.markup("\" type=\"tel\" inputmode=\"tel\" autocomplete=\"tel\" placeholder=\"012-345 6789")
        }
        if hint != nil {
            html.markup("\" aria-describedby=\"")
            html.markup(name)
            html.markup("-hint")
        }
        html.markup(isRequired ? "\" required value=\"" : "\" value=\"")
        html.attribute(value)
        html.markup("\"></div>\n")
    }
}

/// The sentence an account form answers with: a problem (`role=alert`) or a confirmation
/// (`role=status`), next to the form.
struct FormMessage: HTMLComponent {
    let text: String
    let isProblem: Bool

    func write(to html: inout HTMLWriter) {
        html.markup(isProblem ? "<p class=\"form-message problem\"" : "<p class=\"form-message\"")
        html.id(.formMessage)
        html.markup(isProblem ? " role=\"alert\">" : " role=\"status\">")
        html.text(text)
        html.markup("</p>\n")
    }
}

/// The hidden CSRF field every POST form carries.
struct CSRFField: HTMLComponent {
    let token: String

    func write(to html: inout HTMLWriter) {
        html.markup("<input type=\"hidden\" name=\"csrf_token\" value=\"")
        html.attribute(token)
        html.markup("\">")
    }
}
