/// The end of a paged list: a link to the next page (which the page script follows as the
/// person scrolls, asking for `fragment`), or a sentence saying there is no more.
struct Pager: HTMLComponent {
    /// The next page as a whole screen and as the list alone; nil on the last page.
    let next: (page: Route, fragment: Route)?
    let moreLabel: StaticString
    /// Shown when the last page is shown; nil for a list that says nothing at its end.
    let endText: StaticString?

    func write(to html: inout HTMLWriter) {
        html.markup("<div id=\"pager\" class=\"pager\">\n")
        if let next {
            html.markup("<a id=\"more-results\" class=\"more-results\" href=\"")
            html.link(next.page)
            html.markup("\" data-fragment=\"")
            html.link(next.fragment)
            html.markup("\">")
            html.markup(moreLabel)
            html.markup("</a>\n")
        }
        if let endText {
            html.markup("<p id=\"end-of-results\">")
            html.markup(endText)
            html.markup("</p>\n")
        }
        html.markup("</div>\n")
    }
}
