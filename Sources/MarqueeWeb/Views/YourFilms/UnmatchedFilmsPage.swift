import MarqueeCore

/// The films imported that are not matched yet (`/you/unmatched`), each a link to its match.
struct UnmatchedFilmsPage: HTMLComponent {
    let films: [UnmatchedFilm]
    /// "Matched: Heat (1995).", after a match by hand.
    let notice: String?
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .importExport, year: year).write(to: &html)
            html.markup("<section class=\"film-section\" aria-labelledby=\"unmatched-title\"><h2 id=\"unmatched-title\">")
            html.text(ImportPageText.notMatchedYet)
            html.markup("</h2>\n")
            if let notice {
                html.markup("<p class=\"notice\" role=\"status\">")
                html.text(notice)
                html.markup("</p>\n")
            }
            guard !films.isEmpty else {
                html.markup("<p id=\"unmatched-empty\" class=\"empty-state\">")
                html.text(ImportPageText.allMatched)
                html.markup("</p>\n</section>\n")
                return
            }
            html.markup("<p>")
            html.text(ImportPageText.unmatchedIntro)
            html.markup("</p>\n<ul id=\"unmatched-films\" class=\"unmatched-films\">\n")
            for film in films {
                html.markup("<li><a href=\"")
                html.link(.unmatchedFilm(id: film.id))
                html.markup("\">")
                html.text(film.label)
                html.markup("</a>")
                if film.viewings > 0 {
                    html.markup(" <span class=\"muted\">")
                    html.text(html.localizer.count(film.viewings, YourFilmsText.viewings))
                    html.markup("</span>")
                }
                html.markup("</li>\n")
            }
            html.markup("</ul>\n</section>\n")
        }
    }
}
