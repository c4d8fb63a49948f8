import MarqueeCore

/// What `marquee watchlist` prints.
public enum WatchlistCommandText: String, MessageKey {
    public static let table = "watchlistCommand"

    /// A film added that was on the watchlist already.
    case alreadyOn
    /// A film just put on the watchlist.
    case added
    /// A film just taken off the watchlist.
    case tookOff
    /// A film to take off that was not on the watchlist.
    case notOn
    /// An empty watchlist, and how to add a film.
    case empty
}
