import MarqueeCore

/// A film's details: banner, poster, title, date, heart, overview, and the way back.
struct MovieDetailsPage: HTMLComponent {
    let state: MovieDetailsViewState
    /// The list the visitor came from.
    let back: Route
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
            html.markup("<article id=\"movie-details\" class=\"movie-details\" data-movie-id=\"")
            html.number(state.id)
            html.markup("\">\n<p class=\"back\"><a id=\"back-link\" class=\"back-link\" href=\"")
            html.link(back)
            html.markup("\">Back to films</a></p>\n<div class=\"banner\">")
            PosterImage(artwork: state.backdrop, size: .w780, width: "780", height: "439", alt: "", cssClass: "backdrop", isLazy: false).write(to: &html)
            html.markup("</div>\n<div class=\"details-body\">\n")
            PosterImage(artwork: state.poster, size: .w342, width: "342", height: "513", alt: state.posterAlt, isLazy: false).write(to: &html)
            html.markup("\n<div class=\"details-text\">\n<h1 class=\"movie-title\">")
            html.text(state.title)
            html.markup("</h1>\n")
            if let originalTitle = state.originalTitle {
                html.markup("<p class=\"original-title\">Original title: ")
                html.text(originalTitle)
                html.markup("</p>\n")
            }
            ReleaseDateLine(text: state.releaseDate, iso: state.releaseDateISO).write(to: &html)
            HeartButton(state: state.favorite, context: chrome.context).write(to: &html)
            html.markup("\n<p class=\"overview\">")
            html.text(state.overview)
            html.markup("</p>\n</div>\n</div>\n</article>\n")
        }
    }
}
