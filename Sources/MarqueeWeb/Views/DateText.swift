/// A date in words inside a `<time>` with its machine-readable form when known, else in a
/// `<span>`, with one class either way: "July 16, 2008", "2008", "Release date unknown".
struct DateText: HTMLComponent {
    let text: String
    let iso: String?
    let cssClass: StaticString

    func write(to html: inout HTMLWriter) {
        if let iso {
            html.markup("<time class=\"")
            html.markup(cssClass)
            html.markup("\" datetime=\"")
            html.attribute(iso)
            html.markup("\">")
            html.text(text)
            html.markup("</time>")
        } else {
            html.markup("<span class=\"")
            html.markup(cssClass)
            html.markup("\">")
            html.text(text)
            html.markup("</span>")
        }
    }
}
