import MarqueeCore

/// A card's or row's marks of the person's own film: a watched tick, the watchlist mark and their
/// rating, in words for a screen reader; nothing at all for a film they have none of.
struct FilmMarksLine: HTMLComponent {
    let marks: FilmMarks

    func write(to html: inout HTMLWriter) {
        guard marks != .none else { return }
        html.markup("<p class=\"film-marks\">")
        if marks.watched { html.markup("<span class=\"watched-mark\"><span aria-hidden=\"true\">✓ </span>Watched</span>") }
        if marks.onWatchlist { html.markup("<span class=\"watchlist-badge\">On your watchlist</span>") }
        if let rating = marks.rating {
            html.markup("<span class=\"stars\" role=\"img\" aria-label=\"Your rating: ")
            html.attribute(WatchDateText.spoken(rating))
            html.markup("\">")
            html.text(rating.symbols)
            html.markup("</span>")
        }
        html.markup("</p>")
    }
}
