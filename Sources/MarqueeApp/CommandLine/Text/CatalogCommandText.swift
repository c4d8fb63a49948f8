import MarqueeCore

/// What `marquee catalog` prints.
public enum CatalogCommandText: String, MessageKey {
    public static let table = "catalogCommand"

    /// A file that cannot be read.
    case cannotRead
    /// A line of the file left out, and why.
    case skipped
    /// What an import wrote, and how fast.
    case imported
    /// An import's progress, redrawn on the terminal: lines read, films written, films a second.
    case progress
    /// The export's adult and video entries left out, within `imported`.
    case leftOut
    /// The films in the catalog.
    case films
    /// The films with a critic score.
    case withCriticScore
    /// The films with a poster.
    case withPoster
    /// The years of the films, from the earliest to the latest.
    case released
    /// The searches remembered.
    case recentSearches
    /// The database's file or address.
    case database
}
