import MarqueeCore

/// The popular grid: poster cards, and the link to the next page. Alone, it is the fragment
/// the page script appends.
struct DiscoverGrid: HTMLComponent {
    let state: DiscoverViewState
    let context: ViewContext
    /// True in a fragment: a failure shows where the next cards would go.
    var showsFailureInline = false

    func write(to html: inout HTMLWriter) {
        if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
        if showsFailureInline, let message = state.inlineMessage { InlineMessage(message: message).write(to: &html) }
        html.markup("<ul id=\"movie-grid\" class=\"movie-grid\" data-paged-list>\n")
        for card in state.cards {
            html.markup("<li class=\"movie-card\" data-movie-id=\"")
            html.number(card.id)
            html.markup("\">\n<a class=\"card-link\" href=\"")
            html.link(.movie(id: card.id))
            html.markup("\">")
            PosterImage(artwork: card.poster, size: .w342, width: "342", height: "513", alt: card.posterAlt).write(to: &html)
            html.markup("<h2 class=\"movie-title\">")
            html.text(card.title)
            html.markup("</h2></a>\n<div class=\"card-footer\">")
            ReleaseDateLine(text: card.releaseDate, iso: card.releaseDateISO).write(to: &html)
            HeartButton(state: card.favorite, context: context).write(to: &html)
            html.markup("</div>\n</li>\n")
        }
        html.markup("</ul>\n<div id=\"pager\" class=\"pager\">\n")
        if let next = state.nextPage {
            html.markup("<a id=\"more-results\" class=\"more-results\" href=\"")
            html.link(.discover(tab: .popular, page: next))
            html.markup("\" data-fragment=\"")
            html.link(.popularGrid(page: next))
            html.markup("\">More films</a>\n")
        }
        if state.isEndOfResults {
            html.markup("<p id=\"end-of-results\">No more films</p>\n")
        }
        html.markup("</div>\n")
    }
}
