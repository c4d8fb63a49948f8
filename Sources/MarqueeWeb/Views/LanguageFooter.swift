import MarqueeCore

/// The page footer: the language chooser, a plain form that a script sends as soon as another
/// language is picked, and that works without one through its button.
struct LanguageFooter: HTMLComponent {
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        html.markup("<footer class=\"site-footer\" aria-label=\"")
        html.attribute(LayoutText.footer)
        html.markup("\">\n")
        LanguageChooser(context: chrome.context, fieldID: "footer-language").write(to: &html)
        html.markup("</footer>\n")
    }
}

/// The language chooser's form: in the footer of every page, and on the account page.
struct LanguageChooser: HTMLComponent {
    let context: ViewContext
    /// The `id` of its select, unique on the page.
    let fieldID: StaticString

    func write(to html: inout HTMLWriter) {
        html.markup("<form class=\"language-form\" method=\"post\" data-language-form action=\"")
        html.link(.setLanguage)
        html.markup("\">")
        CSRFField(token: context.csrfToken).write(to: &html)
        ReturnField(route: context.returnTo).write(to: &html)
        html.markup("<label for=\"")
        html.markup(fieldID)
        html.markup("\">")
        html.text(LanguageText.label)
        html.markup("</label> <select id=\"")
        html.markup(fieldID)
        html.markup("\" name=\"language\">")
        let current = html.localizer.language
        for language in Language.all {
            html.markup("<option value=\"")
            html.attribute(language.code)
            html.markup("\" lang=\"")
            html.attribute(language.code)
            html.markup(language == current ? "\" selected>" : "\">")
            html.text(language.endonym)
            html.markup("</option>")
        }
        html.markup("</select> <button type=\"submit\" class=\"button\">")
        html.text(LanguageText.apply)
        html.markup("</button></form>\n")
    }
}
