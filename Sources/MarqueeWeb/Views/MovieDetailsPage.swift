import MarqueeCore

/// A film's page: banner, poster, title and facts, heart, overview, trailer and directors; then
/// the cast, where to watch, and more like this.
struct MovieDetailsPage: HTMLComponent {
    let state: MovieDetailsViewState
    /// The person's own film; nil when it could not be read.
    let journal: FilmJournalViewState?
    /// What a plain form just did here.
    let notice: FilmNotice?
    /// The list the visitor came from.
    let back: Route
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome.leadingBack(to: back)).write(to: &html) { html in
            if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
            html.markup("<article id=\"movie-details\" class=\"movie-details\" data-movie-id=\"")
            html.number(state.id)
            html.markup("\">\n<p class=\"back\"><a")
            html.id(.backLink)
            html.markup(" class=\"back-link\" href=\"")
            html.link(back)
            html.markup("\">")
            // Back to a list of films, or to the person whose page led here.
            html.text(back.pattern == .person ? FilmPageText.back : .backToFilms)
            html.markup("</a></p>\n<div class=\"banner\">")
            PosterImage(artwork: state.backdrop, size: .w780, width: "780", height: "439", alt: "", cssClass: "backdrop", isLazy: false).write(to: &html)
            html.markup("</div>\n<div class=\"details-body\">\n")
            PosterImage(artwork: state.poster, size: .w342, width: "342", height: "513", alt: state.posterAlt, isLazy: false).write(to: &html)
            html.markup("\n<div class=\"details-text\">\n<h1 class=\"movie-title\">")
            html.title(state.title)
            html.markup("</h1>\n")
            if let tagline = state.tagline {
                html.markup("<p id=\"tagline\" class=\"tagline\">")
                html.text(tagline)
                html.markup("</p>\n")
            }
            if let originalTitle = state.originalTitle {
                html.markup("<p class=\"original-title\">")
                html.text(html.localizer(FilmPageText.originalTitle, originalTitle))
                html.markup("</p>\n")
            }
            if let language = state.originalLanguage {
                html.markup("<p id=\"original-language\" class=\"original-language\">")
                html.text(html.localizer(FilmPageText.originalLanguage, language))
                html.markup("</p>\n")
            }
            FilmFacts(state: state).write(to: &html)
            HeartButton(state: state.favorite, context: chrome.context).write(to: &html)
            html.markup("\n<p class=\"overview\">")
            html.text(state.overview)
            html.markup("</p>\n")
            if let trailer = state.trailer {
                html.markup("<p><a id=\"trailer-link\" class=\"trailer-link\" href=\"")
                ExternalLink.youTube(trailer).write(to: &html)
                html.markup("\" rel=\"noopener\"><span aria-hidden=\"true\">▶ </span>")
                html.text(FilmPageText.trailer)
                html.markup("</a></p>\n")
            }
            if !state.directors.isEmpty {
                html.markup("<p id=\"directors\" class=\"directors\">")
                html.text(FilmPageText.directedBy) { html in
                    for (index, director) in state.directors.enumerated() {
                        if index > 0 { html.text(index == state.directors.count - 1 ? FilmPageText.lastListSeparator : .listSeparator) }
                        html.markup("<a href=\"")
                        html.link(.person(id: director.id))
                        html.markup("\">")
                        html.text(director.name)
                        html.markup("</a>")
                    }
                }
                html.markup("</p>\n")
            }
            html.markup("</div>\n</div>\n</article>\n")
            if let journal {
                FilmJournalSection(state: journal, notice: notice, returnTo: .movie(id: state.id, from: back), context: chrome.context).write(to: &html)
            }
            if !state.cast.isEmpty || !state.directors.isEmpty {
                html.markup("<section id=\"cast\" class=\"film-section\" aria-labelledby=\"cast-title\">\n<h2 id=\"cast-title\">")
                html.text(FilmPageText.castAndCrew)
                html.markup("</h2>\n<ul class=\"people-row\">\n")
                for person in state.directors + state.cast { PersonCard(state: person).write(to: &html) }
                html.markup("</ul>\n</section>\n")
            }
            if let watch = state.watch {
                WatchProvidersSection(state: watch, context: chrome.context, returnTo: .movie(id: state.id, from: back)).write(to: &html)
            }
            if !state.recommendations.isEmpty {
                html.markup("<section id=\"more-like-this\" class=\"film-section\" aria-labelledby=\"more-like-this-title\">\n<h2 id=\"more-like-this-title\">")
                html.text(FilmPageText.moreLikeThis)
                html.markup("</h2>\n<ul class=\"movie-grid\">\n")
                for card in state.recommendations { MovieCard(card: card, context: chrome.context, isInSection: true).write(to: &html) }
                html.markup("</ul>\n</section>\n")
            }
        }
    }
}
