import MarqueeCore

/// A page that says what went wrong and offers a way back.
struct ErrorPage: HTMLComponent {
    let heading: String
    let message: String
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<section class=\"error-page\">\n<h1>")
            html.text(heading)
            html.markup("</h1>\n<p>")
            html.text(message)
            html.markup("</p>\n<p><a href=\"")
            html.link(.discover())
            html.markup("\">")
            html.text(ErrorPageText.backToFilms)
            html.markup("</a></p>\n</section>\n")
        }
    }
}
