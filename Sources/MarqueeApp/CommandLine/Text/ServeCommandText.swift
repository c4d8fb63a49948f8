import MarqueeCore

/// What `marquee serve` prints.
public enum ServeCommandText: String, MessageKey {
    public static let table = "serveCommand"

    /// The server's address and where its films come from.
    case running
    /// Where its films come from without TMDB.
    case embeddedCatalog
}
