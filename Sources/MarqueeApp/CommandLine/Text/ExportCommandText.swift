import MarqueeCore

/// What `marquee export` prints.
public enum ExportCommandText: String, MessageKey {
    public static let table = "exportCommand"

    /// The ZIP could not be written, and why.
    case cannotWrite
    /// What the ZIP holds, and where it is.
    case exported
}
