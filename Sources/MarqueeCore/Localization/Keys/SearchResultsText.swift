/// The words of a film search's results and failures (``SearchPresenter``, ``SearchQueryError``).
public enum SearchResultsText: String, MessageKey {
    public static let table = "searchResults"

    /// A count: "1,384 results for “batman”", the count, then the text searched.
    case summary
    /// "10,000+ results for “the”": a count past what Marquee counts, then the text searched.
    case summaryCapped
    /// The heading of the dialog when nothing matched.
    case noResults
    /// `%@`: the text searched.
    case nothingFound
    /// The heading and message of a failure Marquee did not foresee.
    case failedTitle, failed
    /// The heading of the dialog for a search text refused.
    case checkYourSearch
    /// Nothing typed.
    case empty
    /// `%@`: the most characters allowed.
    case tooLong
}
