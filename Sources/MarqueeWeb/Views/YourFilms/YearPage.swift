import MarqueeCore

/// A year in review (`/you/2026`): the totals, films per month and the ratings as SVG charts with
/// their tables, the genres, directors and actors most watched (each a link), and the year's
/// longest, best-rated, first and last films.
struct YearPage: HTMLComponent {
    let state: YearViewState
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            let text = html.localizer, year = String(state.year)
            html.markup("<h1 class=\"screen-title\">")
            html.text(text(YourFilmsPageText.yearTitle, year))
            html.markup("</h1>\n")
            YourFilmsTabs(current: .year, year: state.year).write(to: &html)
            yearLinks(to: &html)
            if state.isEmpty {
                html.markup("<p id=\"year-empty\" class=\"empty-state\">")
                html.text(text(YourFilmsPageText.yearEmpty, year))
                html.markup("</p>\n")
                return
            }
            html.markup("<dl id=\"year-totals\" class=\"year-totals\"><div><dt>")
            html.text(YourFilmsPageText.films)
            html.markup("</dt><dd>")
            html.text(state.films)
            html.markup("</dd></div><div><dt>")
            html.text(YourFilmsPageText.viewings)
            html.markup("</dt><dd>")
            html.text(state.viewings)
            html.markup("</dd></div><div><dt>")
            html.text(YourFilmsPageText.hours)
            html.markup("</dt><dd>")
            html.text(state.hours)
            html.markup("</dd></div></dl>\n")
            if let note = state.hoursNote {
                html.markup("<p class=\"hint\">")
                html.text(note)
                html.markup("</p>\n")
            }
            BarChart(title: text[YourFilmsPageText.filmsPerMonth], id: "months-chart",
                     bars: state.months.map { (label: String($0.label.prefix(3)), spoken: $0.label, value: $0.value) },
                     labelHeading: text[YourFilmsPageText.month], valueHeading: text[YourFilmsPageText.viewings]).write(to: &html)
            if state.ratings.contains(where: { $0.value > 0 }) {
                BarChart(title: text[YourFilmsPageText.yourRatings], id: "year-ratings-chart",
                         bars: zip(StarRating.all, state.ratings).map { (label: $0.shortLabel, spoken: WatchDateText.spoken($0, in: text), value: $1.value) },
                         labelHeading: text[YourFilmsPageText.rating], valueHeading: text[YourFilmsPageText.viewings]).write(to: &html)
            }
            leaders(.topGenres, "top-genres", state.genres, link: { .genre(id: $0) }, to: &html)
            leaders(.topDirectors, "top-directors", state.directors, link: { .person(id: $0) }, to: &html)
            leaders(.topActors, "top-actors", state.actors, link: { .person(id: $0) }, to: &html)
            if !state.highlights.isEmpty {
                html.markup("<section class=\"film-section\" aria-labelledby=\"highlights-title\"><h2 id=\"highlights-title\">")
                html.text(YourFilmsPageText.filmsOfNote)
                html.markup("</h2>\n<ul id=\"year-highlights\" class=\"year-highlights\">\n")
                for highlight in state.highlights {
                    html.markup("<li><a href=\"")
                    html.link(.film(highlight.movieID, from: .year(state.year)))
                    html.markup("\">")
                    PosterImage(artwork: highlight.poster, size: .w185, width: "92", height: "138", alt: highlight.posterAlt).write(to: &html)
                    html.markup("<span class=\"highlight-label\">")
                    html.text(highlight.label)
                    html.markup("</span><span class=\"highlight-title\">")
                    html.text(highlight.title)
                    html.markup("</span><span class=\"highlight-detail\">")
                    html.text(highlight.detail)
                    html.markup("</span></a></li>\n")
                }
                html.markup("</ul>\n</section>\n")
            }
        }
    }

    private func yearLinks(to html: inout HTMLWriter) {
        guard state.years.count > 1 || state.years.first != state.year else { return }
        html.markup("<p class=\"year-links\">")
        for year in state.years {
            if year == state.year {
                html.markup("<span aria-current=\"page\">")
                html.number(year)
                html.markup("</span> ")
            } else {
                html.markup("<a href=\"")
                html.link(.year(year))
                html.markup("\">")
                html.number(year)
                html.markup("</a> ")
            }
        }
        html.markup("</p>\n")
    }

    private func leaders(
        _ title: YourFilmsPageText, _ id: String, _ leaders: [YearViewState.Leader], link: (Int) -> Route, to html: inout HTMLWriter
    ) {
        guard !leaders.isEmpty else { return }
        html.markup("<section class=\"film-section\"><h2>")
        html.text(title)
        html.markup("</h2>\n<ol class=\"leaders\" id=\"")
        html.attribute(id)
        html.markup("\">")
        for leader in leaders {
            html.markup("<li><a href=\"")
            html.link(link(leader.id))
            html.markup("\">")
            html.text(leader.name)
            html.markup("</a> <span class=\"leader-count\">")
            html.text(html.localizer.count(leader.viewings, YourFilmsText.viewings))
            html.markup("</span></li>")
        }
        html.markup("</ol>\n</section>\n")
    }
}
