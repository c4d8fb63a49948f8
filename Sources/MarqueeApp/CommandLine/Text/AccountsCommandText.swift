import MarqueeCore

/// What `marquee accounts` prints.
public enum AccountsCommandText: String, MessageKey {
    public static let table = "accountsCommand"

    /// No accounts, and where people make one.
    case none
    /// An account just deleted, with what it owned.
    case deleted
}
