/// The tabs of Your films: Diary, Watchlist, Ratings, the year, Favorites one tap away, and import and export.
struct YourFilmsTabs: HTMLComponent {
    enum Tab { case diary, watchlist, ratings, year, lists, favorites, importExport }

    let current: Tab
    /// The year the Year tab opens.
    let year: Int

    func write(to html: inout HTMLWriter) {
        html.markup("<nav class=\"your-films-tabs\" aria-label=\"Your films\">\n")
        tab(.diary, .diary(), "Diary", to: &html)
        tab(.watchlist, .watchlist(), "Watchlist", to: &html)
        tab(.ratings, .ratings, "Ratings", to: &html)
        tab(.year, .year(year), "Year", to: &html)
        tab(.lists, .lists, "Lists", to: &html)
        tab(.favorites, .favorites(), "Favorites", to: &html)
        tab(.importExport, .importFile, "Import", to: &html)
        html.markup("</nav>\n")
    }

    private func tab(_ tab: Tab, _ route: Route, _ label: StaticString, to html: inout HTMLWriter) {
        html.markup("<a class=\"tab\" href=\"")
        html.link(route)
        html.markup(tab == current ? "\" aria-current=\"page\">" : "\">")
        html.markup(label)
        html.markup("</a>\n")
    }
}
