/// Searches pictures by text: Flickr, or the catalog's film artwork.
public protocol PhotoSearch: Sendable {
    /// Which source this is.
    var source: PhotoSource { get }
    /// Page `page` (1-based) of the pictures matching `text`.
    /// - Throws: ``PhotoSearchError``.
    func search(_ text: String, page: Int) async throws -> PhotoPage
    /// One picture by its id, for its own screen; nil when the source does not know it.
    func photo(id: String) async throws -> Photo?
}

/// Why a photo search failed, in terms a person can act on.
public enum PhotoSearchError: Error, Sendable, Equatable {
    /// Flickr refused the API key (code 100).
    case invalidKey
    /// Flickr said it is unavailable (codes 105, 10) or answered with a server error.
    case serviceUnavailable
    case rateLimited(retryAfter: Duration?)
    case timedOut
    case offline
    case undecodableResponse
    /// Flickr refused the search itself and said why.
    case rejected(message: String)
    /// The text searched is not one Marquee searches for (the film artwork's search checks it as
    /// a film search does).
    case invalidQuery(SearchQueryError)

    /// Whether it is the network, not the service, at fault.
    public var isConnectivityProblem: Bool {
        switch self {
        case .offline, .timedOut: true
        default: false
        }
    }

    /// A short heading for the dialog, in `localizer`'s language.
    public func title(in localizer: Localizer) -> String {
        switch self {
        case .invalidKey: localizer[PhotoSearchErrorText.invalidKeyTitle]
        case .serviceUnavailable: localizer[PhotoSearchErrorText.unavailableTitle]
        case .rateLimited: localizer[PhotoSearchErrorText.rateLimitedTitle]
        case .timedOut: localizer[PhotoSearchErrorText.timedOutTitle]
        case .offline: localizer[PhotoSearchErrorText.offlineTitle]
        case .undecodableResponse: localizer[PhotoSearchErrorText.undecodableTitle]
        case .rejected: localizer[PhotoSearchErrorText.rejectedTitle]
        case let .invalidQuery(error): error.title(in: localizer)
        }
    }

    /// What happened and what to do, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .invalidKey:
            localizer[PhotoSearchErrorText.invalidKey]
        case .serviceUnavailable:
            localizer[PhotoSearchErrorText.unavailable]
        case let .rateLimited(retryAfter):
            if let seconds = retryAfter?.components.seconds, seconds > 0 {
                localizer(PhotoSearchErrorText.rateLimitedFor, String(seconds))
            } else {
                localizer[PhotoSearchErrorText.rateLimited]
            }
        case .timedOut:
            localizer[PhotoSearchErrorText.timedOut]
        case .offline:
            localizer[PhotoSearchErrorText.offline]
        case .undecodableResponse:
            localizer[PhotoSearchErrorText.undecodable]
        case let .rejected(message):
            localizer(PhotoSearchErrorText.rejected, message)
        case let .invalidQuery(error):
            error.message(in: localizer)
        }
    }
}

/// The bytes of a gallery photo from the configured photo host, cached on disk by an adapter.
public protocol PhotoImageSource: Sendable {
    /// The photo at `path` (``PhotoPath/isValid(_:)`` accepted it).
    func image(path: String) async throws -> ImageAsset
}
