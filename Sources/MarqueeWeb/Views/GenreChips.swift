import MarqueeCore

/// Genres as chips, each a link to its list: TMDB's whole list under Discover's segments (a
/// navigation row that scrolls sideways on a phone), or a film's own, wrapping inside its facts.
struct GenreChips: HTMLComponent {
    var genres = Genre.all
    /// A film's genres among its facts, rather than the navigation row.
    var isInline = false

    func write(to html: inout HTMLWriter) {
        html.markup(isInline ? "<ul id=\"film-genres\" class=\"genre-chips inline\" aria-label=\""
                             : "<nav id=\"genres\" class=\"genre-chips\" aria-label=\"")
        html.attribute(DiscoverText.genres)
        html.markup(isInline ? "\">" : "\"><ul>")
        for genre in genres {
            html.markup("<li><a class=\"chip\" href=\"")
            html.link(.genre(id: genre.id))
            html.markup("\">")
            html.text(html.localizer.genreName(of: genre))
            html.markup("</a></li>")
        }
        html.markup(isInline ? "</ul>\n" : "</ul></nav>\n")
    }
}
