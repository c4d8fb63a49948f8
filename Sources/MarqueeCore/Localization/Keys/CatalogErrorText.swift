/// The words of a movie source's failures (``CatalogError``): a dialog's heading and what to do.
public enum CatalogErrorText: String, MessageKey {
    public static let table = "catalogError"

    // Headings.
    case keyRefusedTitle, notFoundTitle, rateLimitedTitle, unavailableTitle, timedOutTitle, offlineTitle
    case interruptedTitle, undecodableTitle, rejectedTitle

    // Messages.
    case invalidCredentials, suspendedCredentials, notFound
    /// `%@`: the seconds TMDB asked to wait.
    case rateLimitedFor
    case rateLimited
    /// `%@`: the HTTP status TMDB answered with.
    case serviceUnavailable
    case timedOut, offline, connectionInterrupted, undecodableResponse
    /// `%@`: TMDB's own reason, in English as TMDB wrote it.
    case rejectedRequest
}
