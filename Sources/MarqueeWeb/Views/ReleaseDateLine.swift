/// "June 10, 2005" inside a `<time>` when the date is known.
struct ReleaseDateLine: HTMLComponent {
    let text: String
    let iso: String?

    func write(to html: inout HTMLWriter) {
        html.markup("<p class=\"release-date\">")
        if let iso {
            html.markup("<time datetime=\"")
            html.attribute(iso)
            html.markup("\">")
            html.text(text)
            html.markup("</time>")
        } else {
            html.text(text)
        }
        html.markup("</p>\n")
    }
}
