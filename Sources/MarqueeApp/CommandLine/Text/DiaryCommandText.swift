import MarqueeCore

/// What `marquee diary` prints.
public enum DiaryCommandText: String, MessageKey {
    public static let table = "diaryCommand"

    /// A year without viewings.
    case noViewingsIn
    /// No viewings at all, and how to log one.
    case noViewingsYet
    /// The mark of a viewing that is not the film's first.
    case rewatch
    /// `--year` given a year out of range.
    case invalidYear
}
