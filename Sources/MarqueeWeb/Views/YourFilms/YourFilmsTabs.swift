import MarqueeCore

/// The tabs of Your films: Diary, Watchlist, Ratings, the year, Favorites one tap away, and import and export.
struct YourFilmsTabs: HTMLComponent {
    enum Tab { case diary, watchlist, ratings, year, lists, favorites, importExport }

    let current: Tab
    /// The year the Year tab opens.
    let year: Int

    func write(to html: inout HTMLWriter) {
        html.markup("<nav class=\"your-films-tabs\" aria-label=\"")
        html.attribute(YourFilmsPageText.tabs)
        html.markup("\">\n")
        tab(.diary, .diary(), .diary, to: &html)
        tab(.watchlist, .watchlist(), .watchlist, to: &html)
        tab(.ratings, .ratings, .ratings, to: &html)
        tab(.year, .year(year), .year, to: &html)
        tab(.lists, .lists, .lists, to: &html)
        tab(.favorites, .favorites(), .favorites, to: &html)
        tab(.importExport, .importFile, .importExport, to: &html)
        html.markup("</nav>\n")
    }

    private func tab(_ tab: Tab, _ route: Route, _ label: YourFilmsPageText, to html: inout HTMLWriter) {
        html.markup("<a class=\"tab\" href=\"")
        html.link(route)
        html.markup(tab == current ? "\" aria-current=\"page\">" : "\">")
        html.text(label)
        html.markup("</a>\n")
    }
}
