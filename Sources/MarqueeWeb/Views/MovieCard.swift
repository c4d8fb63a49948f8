import MarqueeCore

/// One poster card: the poster and title linking to the film, the date and the heart.
struct MovieCard: HTMLComponent {
    let card: MovieCardViewState
    let context: ViewContext
    /// The card title's heading level: `h2` in a screen's main grid, `h3` under a section heading.
    var isInSection = false

    /// What it writes depends on the card and its level alone, which the context's memo keeps.
    func write(to html: inout HTMLWriter) {
        guard let memos = context.listMarkup else { return writeAnew(to: &html) }
        html.markup((isInSection ? memos.sectionCards : memos.cards).value(for: card) { WrittenMarkup(localizer: html.localizer, writeAnew) })
    }

    private func writeAnew(to html: inout HTMLWriter) {
        html.markup("<li class=\"movie-card\" data-movie-id=\"")
        html.number(card.id)
        html.markup("\">\n<a class=\"card-link\" href=\"")
        html.link(.film(card.id))
        html.markup("\">")
        PosterImage(artwork: card.poster, size: .w342, width: "342", height: "513", alt: card.posterAlt).write(to: &html)
        html.markup(isInSection ? "<h3 class=\"movie-title\">" : "<h2 class=\"movie-title\">")
        html.title(card.title)
        html.markup(isInSection ? "</h3></a>\n" : "</h2></a>\n")
        FilmMarksLine(marks: card.marks).write(to: &html)
        html.markup("<div class=\"card-footer\">")
        ReleaseDateLine(text: card.releaseDate, iso: card.releaseDateISO).write(to: &html)
        HeartButton(state: card.favorite, context: context).write(to: &html)
        html.markup("</div>\n</li>\n")
    }
}
