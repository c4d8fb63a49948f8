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
            MovieCard(card: card, context: context).write(to: &html)
        }
        html.markup("</ul>\n")
        Pager(next: state.nextPage.map { (.discover(tab: .popular, page: $0), .popularGrid(page: $0)) },
              moreLabel: html.localizer[DiscoverText.moreFilms], endText: state.isEndOfResults ? html.localizer[DiscoverText.noMoreFilms] : nil,
              firstPage: state.isPastTheEnd ? .discover(tab: .popular) : nil).write(to: &html)
    }
}
