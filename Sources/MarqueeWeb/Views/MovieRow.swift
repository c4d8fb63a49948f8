import MarqueeCore

/// One film in a list: poster, title, date, rating line, overview and heart.
struct MovieRow: HTMLComponent {
    let row: MovieRowViewState
    let context: ViewContext
    /// When the row is a favorite: the time "Undo" restores.
    var favoritedAt: Int?
    /// The title's heading level: 2 in a list of films, 3 under a heading of the list's groups.
    var titleLevel = 2

    /// What it writes depends on the row alone; the context's memo keeps it, but for a favorite's
    /// row, whose time is its own.
    func write(to html: inout HTMLWriter) {
        guard favoritedAt == nil, titleLevel == 2, let memo = context.listMarkup?.rows else { return writeAnew(to: &html) }
        html.markup(memo.value(for: row) { WrittenMarkup(localizer: html.localizer, writeAnew) })
    }

    private func writeAnew(to html: inout HTMLWriter) {
        if let favoritedAt {
            html.markup("<li class=\"movie-row favorite-row\" data-movie-id=\"")
            html.number(row.id)
            html.markup("\" data-favorited-at=\"")
            html.number(favoritedAt)
        } else {
            html.markup("<li class=\"movie-row\" data-movie-id=\"")
            html.number(row.id)
        }
        html.markup("\">")
        PosterImage(artwork: row.poster, size: .w185, width: "92", height: "138", alt: row.posterAlt).write(to: &html)
        html.markup("<div class=\"movie-text\"><a class=\"title-link\" href=\"")
        html.link(.film(row.id))
        html.markup("\"><h")
        html.number(titleLevel)
        html.markup(" class=\"movie-title\">")
        if let rank = row.rank {
            html.markup("<span class=\"rank\">")
            html.number(rank)
            html.markup(".</span> ")
        }
        html.title(row.title)
        html.markup("</h")
        html.number(titleLevel)
        html.markup("></a>")
        ReleaseDateLine(text: row.releaseDate, iso: row.releaseDateISO).write(to: &html)
        FilmMarksLine(marks: row.marks).write(to: &html)
        if let rating = row.rating {
            html.markup("<p class=\"rating\">")
            html.text(rating)
            html.markup("</p>\n")
        }
        html.markup(row.rank == nil ? "<p class=\"overview\">" : "<p class=\"overview truncated\">")
        html.text(row.overview)
        html.markup("</p></div>")
        HeartButton(state: row.favorite, context: context).write(to: &html)
        html.markup("</li>\n")
    }
}
