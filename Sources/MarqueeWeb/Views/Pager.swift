/// The end of a paged list: a link to the next page (which the page script follows as the
/// person scrolls, asking for `fragment`), or a sentence saying there is no more; on a page
/// past the end, a way back to the first.
struct Pager: HTMLComponent {
    /// The next page as a whole screen and as the list alone; nil on the last page.
    let next: (page: Route, fragment: Route)?
    /// The link's words ("More films").
    let moreLabel: String
    /// Shown when the last page is shown; nil for a list that says nothing at its end.
    let endText: String?
    /// The list's first page, given on a page past the end.
    var firstPage: Route? = nil

    func write(to html: inout HTMLWriter) {
        html.markup("<div")
        html.id(.pager)
        html.markup(" class=\"pager\">\n")
        if let next {
            html.markup("<a")
            html.id(.moreResults)
            html.markup(" class=\"more-results\" href=\"")
            html.link(next.page)
            html.markup("\" data-fragment=\"")
            html.link(next.fragment)
            html.markup("\">")
            html.text(moreLabel)
            html.markup("</a>\n")
        }
        if let endText {
            html.markup("<p id=\"end-of-results\">")
            html.text(endText)
            html.markup("</p>\n")
        }
        if let firstPage {
            html.markup("<p id=\"past-the-end\">")
            html.text(PagerText.pastTheEnd)
            html.markup(" <a href=\"")
            html.link(firstPage)
            html.markup("\">")
            html.text(PagerText.backToFirstPage)
            html.markup("</a></p>\n")
        }
        html.markup("</div>\n")
    }
}
