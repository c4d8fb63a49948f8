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

    /// Whether it is the network, not the service, at fault.
    public var isConnectivityProblem: Bool {
        switch self {
        case .offline, .timedOut: true
        default: false
        }
    }

    /// A short heading for the dialog.
    public var title: String {
        switch self {
        case .invalidKey: "Flickr key refused"
        case .serviceUnavailable: "Flickr is unavailable"
        case .rateLimited: "Too many requests"
        case .timedOut: "Flickr is not answering"
        case .offline: "You're offline"
        case .undecodableResponse: "Unreadable answer"
        case .rejected: "Search refused"
        }
    }

    /// What happened and what to do.
    public var message: String {
        switch self {
        case .invalidKey:
            "Flickr refused Marquee's API key. Check FLICKR_API_KEY, or unset it to browse film posters instead."
        case .serviceUnavailable:
            "Flickr is not working right now. Try again in a minute."
        case let .rateLimited(retryAfter):
            if let seconds = retryAfter?.components.seconds, seconds > 0 {
                "Flickr is receiving too many requests. Try again in \(seconds) seconds."
            } else {
                "Flickr is receiving too many requests. Wait a few seconds and try again."
            }
        case .timedOut:
            "Flickr did not answer within a few seconds. Try again in a minute."
        case .offline:
            "Flickr could not be reached. Check your internet connection and try again."
        case .undecodableResponse:
            "Flickr sent an answer Marquee could not read. Try again later."
        case let .rejected(message):
            "Flickr could not run this search: \(message)"
        }
    }
}

/// The bytes of a gallery photo from the configured photo host, cached on disk by an adapter.
public protocol PhotoImageSource: Sendable {
    /// The photo at `path` (``PhotoPath/isValid(_:)`` accepted it).
    func image(path: String) async throws -> ImageAsset
}
