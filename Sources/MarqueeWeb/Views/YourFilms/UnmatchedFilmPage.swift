import MarqueeCore

/// One film not matched yet (`/you/unmatched/{id}`): the catalog's films it may be, each with a
/// button that makes it that film, and a search by another title.
struct UnmatchedFilmPage: HTMLComponent {
    let film: UnmatchedFilm
    /// The title searched: the film's own, or the one the person typed.
    let query: String
    let candidates: [MovieRowViewState]
    /// Why the search gave nothing (the catalog unreachable), if it did.
    let message: String?
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"screen-title\">")
            html.text(film.label)
            html.markup("</h1>\n<p class=\"unmatched-mark\">")
            html.text(MovieSummaryText.unmatchedMark)
            html.markup("</p>\n<p>Which film of the catalog is it? Choosing one moves your viewings, ratings, watchlist mark and heart of it there.</p>\n")
            html.markup("<form class=\"unmatched-search\" method=\"get\" role=\"search\" action=\"")
            html.link(.unmatchedFilm(id: film.id))
            html.markup("\"><label for=\"unmatched-query\">Search by title</label>\n<input id=\"unmatched-query\" name=\"q\" type=\"search\" value=\"")
            html.attribute(query)
            html.markup("\" maxlength=\"200\"><button type=\"submit\">Search</button></form>\n")
            if let message { InlineMessage(message: message).write(to: &html) }
            if candidates.isEmpty, message == nil {
                html.markup("<p id=\"unmatched-none\" class=\"empty-state\">No film of the catalog has that title. Try another spelling, or its original title.</p>\n")
            }
            html.markup("<ol id=\"unmatched-candidates\" class=\"candidates\">\n")
            for candidate in candidates {
                html.markup("<li class=\"candidate\"><form method=\"post\" action=\"")
                html.link(.unmatchedFilm(id: film.id))
                html.markup("\">")
                CSRFField(token: chrome.context.csrfToken).write(to: &html)
                html.markup("<input type=\"hidden\" name=\"movie_id\" value=\"")
                html.number(candidate.id)
                html.markup("\"><span class=\"candidate-title\">")
                html.text(candidate.title)
                html.markup("</span> <span class=\"muted\">")
                html.text(candidate.releaseDate)
                html.markup("</span> <button type=\"submit\" aria-label=\"")
                html.attribute("It is \(candidate.title), \(candidate.releaseDate)")
                html.markup("\">This one</button></form></li>\n")
            }
            html.markup("</ol>\n<p><a href=\"")
            html.link(.unmatchedFilms)
            html.markup("\">All films not matched yet</a></p>\n")
        }
    }
}
