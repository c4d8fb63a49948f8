import MarqueeCore

/// The words of the recent searches screen, and of the gallery's past searches.
enum HistoryText: String, MessageKey {
    static let table = "history"

    /// The heading and the page's title.
    case title
    case empty
    /// `%@`: the search, as the name of its "Remove" button for screen readers.
    case forget
    case remove, clearAll
    case backToSearch
}
