import MarqueeCore

/// What `marquee history` prints.
public enum HistoryCommandText: String, MessageKey {
    public static let table = "historyCommand"

    /// The searches forgotten.
    case cleared
    /// No searches remembered.
    case none
}
