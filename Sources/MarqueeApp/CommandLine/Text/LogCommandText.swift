import MarqueeCore

/// What `marquee log` prints.
public enum LogCommandText: String, MessageKey {
    public static let table = "logCommand"

    /// A viewing just logged: the film and the day.
    case logged
    /// The how-manieth viewing of the film this is: "2nd time".
    case nthTime
    /// Logging the film took it off the watchlist.
    case tookOffWatchlist
}
