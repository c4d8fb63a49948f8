import MarqueeCore

/// A card's or row's marks of the person's own film: a watched tick, the watchlist mark and their
/// rating, in words for a screen reader; nothing at all for a film they have none of.
struct FilmMarksLine: HTMLComponent {
    let marks: FilmMarks

    func write(to html: inout HTMLWriter) {
        guard marks != .none else { return }
        html.markup("<p class=\"film-marks\">")
        if marks.watched {
            html.markup("<span class=\"watched-mark\"><span aria-hidden=\"true\">✓ </span>")
            html.text(YourFilmsPageText.watched)
            html.markup("</span>")
        }
        if marks.onWatchlist {
            html.markup("<span class=\"watchlist-badge\">")
            html.text(YourFilmsPageText.onWatchlist)
            html.markup("</span>")
        }
        if let rating = marks.rating {
            html.markup("<span class=\"stars\" role=\"img\" aria-label=\"")
            html.attribute(html.localizer(YourFilmsPageText.yourRating, WatchDateText.spoken(rating, in: html.localizer)))
            html.markup("\">")
            html.text(rating.symbols)
            html.markup("</span>")
        }
        html.markup("</p>")
    }
}
