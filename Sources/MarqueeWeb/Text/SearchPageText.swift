import MarqueeCore

/// The words of the search screen and its results list.
enum SearchPageText: String, MessageKey {
    static let table = "searchPage"

    /// The heading, the search box's label and the page's title before a search.
    case title
    /// `%@`: the text searched, as the page's title.
    case titleOfSearch
    case placeholder
    /// The form's button.
    case search
    /// The suggestions' name for screen readers, and the link to the history.
    case recentSearches
    /// The results' name for screen readers.
    case results
    /// The list's link to its next page, and the line at its end.
    case moreResults, noMoreResults
}
