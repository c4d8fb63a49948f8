import Foundation

/// Everything the search screen shows, ready to render.
public struct SearchViewState: Sendable, Hashable {
    /// The text in the search box.
    public let query: String
    /// Earlier queries to offer under the search box, newest first.
    public let suggestions: [String]
    /// The results list, empty before any search.
    public let results: SearchResultsViewState
    /// A dialog to open at once: nothing found, or what went wrong.
    public let alert: AlertViewState?

    /// Gathers the parts of the search screen.
    public init(query: String, suggestions: [String], results: SearchResultsViewState, alert: AlertViewState?) {
        self.query = query
        self.suggestions = suggestions
        self.results = results
        self.alert = alert
    }
}

/// The list part of the search screen, which the page script also fetches alone.
public struct SearchResultsViewState: Sendable, Hashable {
    /// The cleaned query the results answer, which the next page repeats.
    public let query: String
    /// "34 results for “batman”", or nil before any search.
    public let summary: String?
    /// One row per film on this page, repeats removed.
    public let rows: [MovieRowViewState]
    /// The number of the next page, when there is one.
    public let nextPage: Int?
    /// True on the last page of a search that found something.
    public let isEndOfResults: Bool
    /// True on a page after the last (an old or edited link): the list says so, with a way back.
    public let isPastTheEnd: Bool
    /// A problem to show inline, where a dialog would interrupt typing.
    public let inlineMessage: String?
    /// Shown when the results come from the offline copy.
    public let offlineBanner: OfflineBannerViewState?

    /// Gathers the parts of the results list.
    public init(
        query: String, summary: String?, rows: [MovieRowViewState], nextPage: Int?,
        isEndOfResults: Bool, isPastTheEnd: Bool = false, inlineMessage: String?, offlineBanner: OfflineBannerViewState? = nil
    ) {
        self.query = query
        self.summary = summary
        self.rows = rows
        self.nextPage = nextPage
        self.isEndOfResults = isEndOfResults
        self.isPastTheEnd = isPastTheEnd
        self.inlineMessage = inlineMessage
        self.offlineBanner = offlineBanner
    }

    /// Before any search.
    public static let empty = SearchResultsViewState(query: "", summary: nil, rows: [], nextPage: nil, isEndOfResults: false, inlineMessage: nil)
}

/// A dialog with a heading and a message.
public struct AlertViewState: Sendable, Hashable {
    /// The dialog's heading.
    public let title: String
    /// The sentence explaining what happened and what to try.
    public let message: String

    /// Builds a dialog from its heading and message.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
