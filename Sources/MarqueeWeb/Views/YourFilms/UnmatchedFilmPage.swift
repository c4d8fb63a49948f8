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
            html.text(FilmSummaryText.notMatchedYet)
            html.markup("</p>\n<p>")
            html.text(ImportPageText.whichOfCatalog)
            html.markup("</p>\n")
            html.markup("<form class=\"unmatched-search\" method=\"get\" role=\"search\" action=\"")
            html.link(.unmatchedFilm(id: film.id))
            html.markup("\"><label for=\"unmatched-query\">")
            html.text(ImportPageText.searchByTitle)
            html.markup("</label>\n<input id=\"unmatched-query\" name=\"q\" type=\"search\" value=\"")
            html.attribute(query)
            html.markup("\" maxlength=\"200\"><button type=\"submit\">")
            html.text(ImportPageText.search)
            html.markup("</button></form>\n")
            if let message { InlineMessage(message: message).write(to: &html) }
            if candidates.isEmpty, message == nil {
                html.markup("<p id=\"unmatched-none\" class=\"empty-state\">")
                html.text(ImportPageText.noCandidate)
                html.markup("</p>\n")
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
                html.attribute(html.localizer(ImportPageText.itIs, candidate.title, candidate.releaseDate))
                html.markup("\">")
                html.text(ImportPageText.thisOne)
                html.markup("</button></form></li>\n")
            }
            html.markup("</ol>\n<p><a href=\"")
            html.link(.unmatchedFilms)
            html.markup("\">")
            html.text(ImportPageText.allUnmatched)
            html.markup("</a></p>\n")
        }
    }
}
