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
            html.markup("<h1 class=\"screen-title\">Your films</h1>\n")
            YourFilmsTabs(current: .watchlist, year: year).write(to: &html)
            if state.isEmpty {
                html.markup("<p id=\"watchlist-empty\" class=\"empty-state\">Your watchlist is empty. Choose “Want to watch” on any film to keep it here.</p>\n")
                return
            }
            html.markup("<form class=\"watchlist-order\" method=\"get\" action=\"")
            html.link(.watchlist())
            html.markup("\"><label for=\"watchlist-sort\">Sort by</label> <select id=\"watchlist-sort\" name=\"sort\">")
            option("released", "Release date", selected: sort == .released, to: &html)
            option("added", "Date added", selected: sort == .added, to: &html)
            option("runtime", "Running time", selected: sort == .runtime, to: &html)
            option("popularity", "Popularity", selected: sort == .popularity, to: &html)
            html.markup("</select> <label for=\"watchlist-genre\">Genre</label> <select id=\"watchlist-genre\" name=\"genre\"><option value=\"\">All genres</option>")
            for item in state.genres {
                html.markup(item.id == genre ? "<option selected value=\"" : "<option value=\"")
                html.number(item.id)
                html.markup("\">")
                html.text(item.name)
                html.markup("</option>")
            }
            html.markup("</select> <button type=\"submit\" class=\"button\">Show</button></form>\n<ol id=\"watchlist\" class=\"favorites-list\">\n")
            for row in state.rows {
                MovieRow(row: row.row, context: chrome.context).write(to: &html)
            }
            html.markup("</ol>\n")
            if state.rows.isEmpty {
                html.markup("<p class=\"empty-state\">No film of this genre on your watchlist.</p>\n")
            }
        }
    }

    private func option(_ value: StaticString, _ label: StaticString, selected: Bool, to html: inout HTMLWriter) {
        html.markup(selected ? "<option selected value=\"" : "<option value=\"")
        html.markup(value)
        html.markup("\">")
        html.markup(label)
        html.markup("</option>")
    }
}
