import MarqueeCore

/// The line of facts under a film's title: date, runtime, certification; its genres as links;
/// and the users' and critics' ratings.
struct FilmFacts: HTMLComponent {
    let state: MovieDetailsViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<p class=\"film-facts\">")
        if let iso = state.releaseDateISO {
            html.markup("<time class=\"release-date\" datetime=\"")
            html.attribute(iso)
            html.markup("\">")
            html.text(state.releaseDate)
            html.markup("</time>")
        } else {
            html.markup("<span class=\"release-date\">")
            html.text(state.releaseDate)
            html.markup("</span>")
        }
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
        if !state.genres.isEmpty {
            html.markup("<ul id=\"film-genres\" class=\"genre-chips inline\" aria-label=\"Genres\">")
            for genre in state.genres {
                html.markup("<li><a class=\"chip\" href=\"")
                html.link(.genre(id: genre.id))
                html.markup("\">")
                html.text(genre.name)
                html.markup("</a></li>")
            }
            html.markup("</ul>\n")
        }
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
