import MarqueeCore

/// The words of the error pages: a heading and a message for each kind of failure, and the
/// messages of the requests refused before any screen ran (a form too large, expired or unreadable).
enum ErrorPageText: String, MessageKey {
    static let table = "errorPage"

    case notFoundTitle, notFound
    case goneTitle, gone
    case tooLargeTitle, tooLarge
    case refusedTitle, refused
    case badRequestTitle, badRequest
    case diskFullTitle, diskFull
    case upstreamTitle, upstream
    case unexpectedTitle, unexpected
    /// The heading when the database is away or busy.
    case tryAgainTitle
    /// The link under every error page.
    case backToFilms
    /// A form past the size a form may have.
    case formTooLarge
    /// A body that broke off or was not HTTP.
    case bodyUnreadable
    /// A form that is not url-encoded, or sends a field twice.
    case formUnreadable
    /// A form whose CSRF token is missing or wrong.
    case formExpired
}
