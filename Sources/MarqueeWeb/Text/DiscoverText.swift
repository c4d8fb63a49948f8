import MarqueeCore

/// The words of the Discover screen and of the grids of films it shares with a genre's page.
enum DiscoverText: String, MessageKey {
    static let table = "discover"

    /// `%@`: the tab's name, as the heading screen readers hear.
    case heading
    /// The tabs' name for screen readers.
    case lists
    /// The genres' row, and a film's genres, for screen readers.
    case genres
    /// The grid's link to its next page, and the line at its end.
    case moreFilms, noMoreFilms
}
