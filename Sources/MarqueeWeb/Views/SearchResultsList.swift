import MarqueeCore

/// The results part of the search screen, which the page script also fetches alone: the
/// summary, the rows, and the link to the next page.
struct SearchResultsList: HTMLComponent {
    let state: SearchResultsViewState
    let context: ViewContext

    func write(to html: inout HTMLWriter) {
        if let banner = state.offlineBanner { OfflineBanner(state: banner).write(to: &html) }
        if let summary = state.summary {
            html.markup("<p id=\"results-summary\" role=\"status\">")
            html.text(summary)
            html.markup("</p>\n")
        }
        if let message = state.inlineMessage { InlineMessage(message: message).write(to: &html) }
        html.markup("<ol id=\"results\" class=\"results\" data-paged-list>\n")
        for row in state.rows {
            MovieRow(row: row, context: context).write(to: &html)
        }
        html.markup("</ol>\n")
        Pager(next: state.nextPage.map { (.search(query: state.query, page: $0), .searchResults(query: state.query, page: $0)) },
              moreLabel: html.localizer[SearchPageText.moreResults], endText: state.isEndOfResults ? html.localizer[SearchPageText.noMoreResults] : nil,
              firstPage: state.isPastTheEnd ? .search(query: state.query) : nil).write(to: &html)
    }
}
