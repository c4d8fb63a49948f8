import MarqueeCore

/// The words of the offline page and of the notices that a page is a saved copy.
enum OfflineText: String, MessageKey {
    static let table = "offline"

    /// The offline page's title.
    case title
}
