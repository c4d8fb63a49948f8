import MarqueeCore

/// The line of facts under a film's title: date, runtime, certification; its genres as links;
/// and the users' and critics' ratings.
struct FilmFacts: HTMLComponent {
    let state: MovieDetailsViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<p class=\"film-facts\">")
        DateText(text: state.releaseDate, iso: state.releaseDateISO, cssClass: "release-date").write(to: &html)
        if let runtime = state.runtime, let iso = state.runtimeISO {
            html.markup(" · <time id=\"runtime\" datetime=\"")
            html.attribute(iso)
            html.markup("\">")
            html.text(runtime)
            html.markup("</time>")
        }
        if let certification = state.certification {
            html.markup(" · <span id=\"certification\" class=\"certification\">")
            html.text(certification)
            html.markup("</span>")
        }
        html.markup("</p>\n")
        if !state.genres.isEmpty { GenreChips(genres: state.genres, isInline: true).write(to: &html) }
        if state.userRating != nil || state.criticScore != nil {
            html.markup("<p class=\"ratings\">")
            if let rating = state.userRating {
                html.markup("<span id=\"user-rating\">")
                html.text(rating)
                html.markup("</span>")
            }
            if let critics = state.criticScore {
                if state.userRating != nil { html.markup(" · ") }
                html.markup("<span id=\"critic-score\">")
                html.text(critics)
                html.markup("</span>")
            }
            html.markup("</p>\n")
        }
    }
}
