import MarqueeCore

/// The words of the Favorites screen.
enum FavoritesText: String, MessageKey {
    static let table = "favorites"

    /// The heading and the page's title.
    case title
    case empty
    /// `%@`: the film just removed, offered back.
    case removed
    case undo
}
