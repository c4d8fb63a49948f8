import MarqueeCore

/// The words of the dialog open when a page loads (nothing found, or what went wrong).
enum AlertText: String, MessageKey {
    static let table = "alert"

    /// The button that closes it.
    case ok
}
