import MarqueeCore

/// The diary: viewings newest first, grouped by month, 50 a page, each with its poster, stars,
/// rewatch mark and review.
struct DiaryPage: HTMLComponent {
    let state: DiaryViewState
    let year: Int
    let chrome: PageChrome

    func write(to html: inout HTMLWriter) {
        Layout(chrome: chrome).write(to: &html) { html in
            YourFilmsHeader(current: .diary, year: year).write(to: &html)
            if state.isEmpty {
                html.markup("<p id=\"diary-empty\" class=\"empty-state\">")
                html.text(YourFilmsPageText.diaryEmpty)
                html.markup("</p>\n")
            }
            for month in state.months {
                html.markup("<section class=\"diary-month\"><h2 class=\"month-title\">")
                html.text(month.heading)
                html.markup("</h2>\n<ol class=\"diary\">\n")
                for row in month.rows { DiaryRow(viewing: row).write(to: &html) }
                html.markup("</ol>\n</section>\n")
            }
            if let next = state.next {
                html.markup("<p class=\"pager\"><a id=\"diary-next\" class=\"button\" rel=\"next\" href=\"")
                html.link(.diary(after: next))
                html.markup("\">")
                html.text(YourFilmsPageText.olderViewings)
                html.markup("</a></p>\n")
            }
        }
    }
}

/// One viewing in the diary.
struct DiaryRow: HTMLComponent {
    let viewing: ViewingRowViewState

    func write(to html: inout HTMLWriter) {
        html.markup("<li class=\"diary-row\" data-viewing-id=\"")
        html.attribute(viewing.id.rawValue)
        html.markup("\">")
        PosterImage(artwork: viewing.poster, size: .w92, width: "46", height: "69", alt: viewing.posterAlt).write(to: &html)
        html.markup("<div class=\"diary-text\"><a class=\"title-link\" href=\"")
        html.link(.film(viewing.movieID, from: .diary()))
        html.markup("\"><h3 class=\"movie-title\">")
        html.title(viewing.title)
        html.markup("</h3></a>")
        if let line = viewing.unmatchedLine {
            html.markup("<p class=\"unmatched-mark\">")
            html.text(line)
            html.markup("</p>")
        }
        ViewingLine(viewing: viewing).write(to: &html)
        html.markup("</div></li>\n")
    }
}
