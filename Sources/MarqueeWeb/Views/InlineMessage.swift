/// A problem shown in place, announced to screen readers.
struct InlineMessage: HTMLComponent {
    let message: String

    func write(to html: inout HTMLWriter) {
        html.markup("<p class=\"inline-message\" role=\"alert\">")
        html.text(message)
        html.markup("</p>\n")
    }
}
