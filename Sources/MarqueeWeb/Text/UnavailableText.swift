import MarqueeCore

/// What a page that could not be loaded says: offline with nothing saved, or a generic failure,
/// whole sentences for each kind of page (``UnavailableMessage/Subject``).
enum UnavailableText: String, MessageKey {
    static let table = "unavailable"

    case filmOffline, filmFailed
    case personOffline, personFailed
    case genreOffline, genreFailed
}
