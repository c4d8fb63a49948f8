import MarqueeCore

/// The watchlist: films to watch, sorted and filtered by a plain GET form.
struct WatchlistPage: HTMLComponent {
    let state: WatchlistViewState
    let sort: WatchlistViewState.Order
    let genre: Int?
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .watchlist, year: year).write(to: &html)
            if state.isEmpty {
                html.markup("<p id=\"watchlist-empty\" class=\"empty-state\">")
                html.text(YourFilmsPageText.watchlistEmpty)
                html.markup("</p>\n")
                return
            }
            html.markup("<form class=\"watchlist-order\" method=\"get\" action=\"")
            html.link(.watchlist())
            html.markup("\"><label for=\"watchlist-sort\">")
            html.text(YourFilmsPageText.sortBy)
            html.markup("</label> <select id=\"watchlist-sort\" name=\"sort\">")
            option("released", .sortReleased, selected: sort == .released, to: &html)
            option("added", .sortAdded, selected: sort == .added, to: &html)
            option("runtime", .sortRuntime, selected: sort == .runtime, to: &html)
            option("popularity", .sortPopularity, selected: sort == .popularity, to: &html)
            html.markup("</select> <label for=\"watchlist-genre\">")
            html.text(YourFilmsPageText.genre)
            html.markup("</label> <select id=\"watchlist-genre\" name=\"genre\"><option value=\"\">")
            html.text(YourFilmsPageText.allGenres)
            html.markup("</option>")
            for item in state.genres {
                html.markup(item.id == genre ? "<option selected value=\"" : "<option value=\"")
                html.number(item.id)
                html.markup("\">")
                html.text(html.localizer.genreName(of: item))
                html.markup("</option>")
            }
            html.markup("</select> <button type=\"submit\" class=\"button\">")
            html.text(YourFilmsPageText.show)
            html.markup("</button></form>\n<ol id=\"watchlist\" class=\"favorites-list\">\n")
            for row in state.rows {
                MovieRow(row: row.row, context: chrome.context).write(to: &html)
            }
            html.markup("</ol>\n")
            if state.rows.isEmpty {
                html.markup("<p class=\"empty-state\">")
                html.text(YourFilmsPageText.noFilmOfGenre)
                html.markup("</p>\n")
            }
        }
    }

    private func option(_ value: StaticString, _ label: YourFilmsPageText, selected: Bool, to html: inout HTMLWriter) {
        html.markup(selected ? "<option selected value=\"" : "<option value=\"")
        html.markup(value)
        html.markup("\">")
        html.text(label)
        html.markup("</option>")
    }
}
