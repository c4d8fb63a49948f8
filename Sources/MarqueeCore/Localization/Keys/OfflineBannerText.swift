/// The words of the notice that a page is a copy saved before the connection was lost.
public enum OfflineBannerText: String, MessageKey {
    public static let table = "offlineBanner"

    /// The notice, with the time the copy was saved (``time``) where `%@` is.
    case savedAt
    /// The time a copy was saved, in UTC: the hour and minute, then the day.
    case time
}
