import MarqueeCore

/// What `marquee favorites` prints.
public enum FavoritesCommandText: String, MessageKey {
    public static let table = "favoritesCommand"

    /// A film just favorited.
    case added
    /// A film just unfavorited.
    case removed
    /// No favorites, and how to add one.
    case empty
}
