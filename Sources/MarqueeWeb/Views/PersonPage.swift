import MarqueeCore

/// A person's page: photo, name, what they are known for, birth and death, the biography (a long
/// one folded behind "More"), their most popular films as cards, then every film as cast and
/// as director, newest first, a line each (a filmography of 150 films stays light).
struct PersonPage: HTMLComponent {
    let state: PersonViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
            html.markup("<article id=\"person\" class=\"person-page\" data-person-id=\"")
            html.number(state.id)
            html.markup("\">\n<div class=\"person-head\">")
            PersonPhoto(photo: state.photo, initials: state.initials, isLarge: true).write(to: &html)
            html.markup("<div>\n<h1 class=\"screen-title\">")
            html.text(state.name)
            html.markup("</h1>\n")
            if let knownFor = state.knownFor { paragraph("known-for", knownFor, to: &html) }
            if let born = state.born { paragraph("born", born, to: &html) }
            if let died = state.died { paragraph("died", died, to: &html) }
            html.markup("</div>\n</div>\n")
            if !state.biography.isEmpty {
                html.markup("<section id=\"biography\" class=\"biography\" aria-label=\"")
                html.attribute(PersonPageText.biography)
                html.markup("\">\n")
                for text in state.biography { paragraph(nil, text, to: &html) }
                if !state.biographyMore.isEmpty {
                    html.markup("<details id=\"biography-more\"><summary>")
                    html.text(PersonPageText.more)
                    html.markup("</summary>\n")
                    for text in state.biographyMore { paragraph(nil, text, to: &html) }
                    html.markup("</details>\n")
                }
                html.markup("</section>\n")
            }
            html.markup("</article>\n")
            if !state.highlights.isEmpty {
                html.markup("<section id=\"known-for-films\" class=\"film-section\"><h2>")
                html.text(PersonPageText.knownFor)
                html.markup("</h2>\n<ul class=\"movie-grid\">\n")
                for card in state.highlights { MovieCard(card: card, context: chrome.context, isInSection: true).write(to: &html) }
                html.markup("</ul>\n</section>\n")
            }
            films("acting", .acting, state.castCredits, to: &html)
            films("directing", .directing, state.directed, to: &html)
            if state.castCredits.isEmpty && state.directed.isEmpty {
                html.markup("<p id=\"no-films\" class=\"muted\">")
                html.text(PersonPageText.noFilms)
                html.markup("</p>\n")
            }
        }
    }

    private func paragraph(_ id: StaticString?, _ text: String, to html: inout HTMLWriter) {
        if let id {
            html.markup("<p id=\"")
            html.markup(id)
            html.markup("\">")
        } else {
            html.markup("<p>")
        }
        html.text(text)
        html.markup("</p>\n")
    }

    private func films(_ id: StaticString, _ heading: PersonPageText, _ films: [PersonFilmViewState], to html: inout HTMLWriter) {
        guard !films.isEmpty else { return }
        html.markup("<section id=\"")
        html.markup(id)
        html.markup("\" class=\"film-section\"><h2>")
        html.text(heading)
        html.markup("</h2>\n<ol class=\"credit-list\">\n")
        for film in films {
            html.markup("<li data-movie-id=\"")
            html.number(film.id)
            html.markup("\">")
            DateText(text: film.year, iso: film.releaseDateISO, cssClass: "credit-year").write(to: &html)
            html.markup(" <a href=\"")
            html.link(.movie(id: film.id, from: .person(id: state.id)))
            html.markup("\">")
            html.title(film.title)
            html.markup("</a>")
            if let role = film.role {
                html.markup(" <span class=\"credit-part\">")
                html.text(role)
                html.markup("</span>")
            }
            html.markup("</li>\n")
        }
        html.markup("</ol>\n</section>\n")
    }
}
