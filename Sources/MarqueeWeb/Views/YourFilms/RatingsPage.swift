import MarqueeCore

/// Ratings: how many films have each rating (a chart with its table), then the films, best first.
struct RatingsPage: HTMLComponent {
    let state: RatingsViewState
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .ratings, year: year).write(to: &html)
            if state.isEmpty {
                html.markup("<p id=\"ratings-empty\" class=\"empty-state\">")
                html.text(YourFilmsPageText.ratingsEmpty)
                html.markup("</p>\n")
                return
            }
            let text = html.localizer
            BarChart(
                title: text[YourFilmsPageText.filmsAtEachRating], id: "ratings-chart",
                bars: zip(StarRating.all, state.counts).map { (label: $0.shortLabel, spoken: WatchDateText.spoken($0, in: text), value: $1) },
                labelHeading: text[YourFilmsPageText.rating], valueHeading: text[YourFilmsPageText.films]
            ).write(to: &html)
            for group in state.groups {
                html.markup("<section class=\"rating-group\"><h2 class=\"month-title\"><span aria-hidden=\"true\">")
                html.text(group.rating.symbols)
                html.markup("</span><span class=\"visually-hidden\">")
                html.text(WatchDateText.spoken(group.rating, in: html.localizer))
                html.markup("</span></h2>\n<ol class=\"favorites-list\">\n")
                for row in group.rows { MovieRow(row: row, context: chrome.context, titleLevel: 3).write(to: &html) }
                html.markup("</ol>\n</section>\n")
            }
        }
    }
}
