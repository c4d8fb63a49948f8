import MarqueeCore

/// A genre's page: its films, most popular first, in Discover's grid, paged the same way.
struct GenrePage: HTMLComponent {
    let state: GenreViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            html.markup("<h1 id=\"genre-title\" class=\"screen-title\">")
            html.text(state.title)
            html.markup("</h1>\n")
            GenreChips(genres: Genre.all.filter { $0 != state.genre }).write(to: &html)
            GenreGrid(state: state, context: chrome.context).write(to: &html)
        }
    }
}

/// A genre's grid of cards and the link to its next page; alone, the fragment the page script
/// appends.
struct GenreGrid: HTMLComponent {
    let state: GenreViewState
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
        html.markup("<ul id=\"movie-grid\" class=\"movie-grid\" data-paged-list>\n")
        for card in state.cards {
            MovieCard(card: card, context: context).write(to: &html)
        }
        html.markup("</ul>\n")
        if state.cards.isEmpty && !state.isPastTheEnd {
            html.markup("<p id=\"no-films\" class=\"muted\">")
            html.text(GenrePageText.noFilms)
            html.markup("</p>\n")
        }
        let id = state.genre.id
        Pager(next: state.nextPage.map { (.genre(id: id, page: $0), .genreGrid(id: id, page: $0)) },
              moreLabel: html.localizer[DiscoverText.moreFilms], endText: state.isEndOfResults ? html.localizer[DiscoverText.noMoreFilms] : nil,
              firstPage: state.isPastTheEnd ? .genre(id: id) : nil).write(to: &html)
    }
}
