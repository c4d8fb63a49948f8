import MarqueeCore

/// A row of TMDB's genres under Discover's segments, each a link to its list; on a phone it
/// scrolls sideways.
struct GenreChips: HTMLComponent {
    var genres = Genre.all

    func write(to html: inout HTMLWriter) {
        html.markup("<nav id=\"genres\" class=\"genre-chips\" aria-label=\"Genres\"><ul>")
        for genre in genres {
            html.markup("<li><a class=\"chip\" href=\"")
            html.link(.genre(id: genre.id))
            html.markup("\">")
            html.text(genre.name)
            html.markup("</a></li>")
        }
        html.markup("</ul></nav>\n")
    }
}
