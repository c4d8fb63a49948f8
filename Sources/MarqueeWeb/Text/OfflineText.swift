import MarqueeCore

/// The words of the offline page and of the notices that a page is a saved copy.
enum OfflineText: String, MessageKey {
    static let table = "offline"

    /// The offline page's title.
    case title
    /// The offline page's heading.
    case heading
    /// Why the page asked for is not shown, and what can be opened instead.
    case explanation
    /// The heading of the pages saved on the device.
    case savedPages
    /// What the list of saved pages says while it is empty.
    case noSavedPages
    /// The heading of the favorites saved on the device.
    case favorites
    /// What the list of saved favorites says while it is empty.
    case noSavedFavorites
}
