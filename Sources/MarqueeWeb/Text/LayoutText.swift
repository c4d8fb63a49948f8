import MarqueeCore

/// The words around every page: the navigation, the brand, the footer.
enum LayoutText: String, MessageKey {
    static let table = "layout"

    /// The navigation's name for screen readers.
    case mainNavigation
    case discover, search, images, yourFilms, account
    /// The page footer's name for screen readers.
    case footer
}
