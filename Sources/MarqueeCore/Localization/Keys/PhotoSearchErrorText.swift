/// The words of a picture search's failures (``PhotoSearchError``): a dialog's heading and what to do.
public enum PhotoSearchErrorText: String, MessageKey {
    public static let table = "photoSearchError"

    // Headings.
    case invalidKeyTitle, unavailableTitle, rateLimitedTitle, timedOutTitle, offlineTitle, undecodableTitle, rejectedTitle

    // Messages.
    case invalidKey, unavailable
    /// `%@`: the seconds Flickr asked to wait.
    case rateLimitedFor
    case rateLimited, timedOut, offline, undecodable
    /// `%@`: Flickr's own reason, in English as Flickr wrote it.
    case rejected
}
