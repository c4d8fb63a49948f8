import MarqueeCore

/// A list shared by its link (`/lists/{token}`), for anyone, read-only: its name, description and
/// films with their posters and notes. Its Open Graph tags are written by the layout.
struct SharedListPage: HTMLComponent {
    let list: FilmList
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 class=\"screen-title\">")
            html.text(list.name)
            html.markup("</h1>\n<p class=\"muted\">")
            html.text(html.localizer(ListsPageText.sharedFrom, html.localizer.count(list.entries.count, YourFilmsText.films)))
            html.markup("</p>\n")
            if !list.description.isEmpty {
                html.markup("<p class=\"list-description\">")
                html.text(list.description)
                html.markup("</p>\n")
            }
            html.markup("<ol id=\"shared-list\" class=\"list-films shared\">\n")
            for entry in list.entries {
                html.markup("<li class=\"list-film\">")
                PosterImage(artwork: .poster(of: entry.movie), size: .w185, width: "92", height: "138", alt: html.localizer(FilmCardText.posterAlt, entry.movie.title))
                    .write(to: &html)
                html.markup("<div class=\"list-film-text\"><h2 class=\"movie-title\">")
                html.title(entry.movie.title)
                html.markup("</h2><p class=\"muted\">")
                html.text(MovieSummaryText.dateLine(of: entry.movie, in: html.localizer))
                html.markup("</p>")
                if !entry.note.isEmpty {
                    html.markup("<p class=\"list-note\">")
                    html.text(entry.note)
                    html.markup("</p>")
                }
                html.markup("</div></li>\n")
            }
            html.markup("</ol>\n")
        }
    }
}
