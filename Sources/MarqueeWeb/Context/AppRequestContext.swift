import Hummingbird
import MarqueeCore

/// The request context of every Marquee route: Hummingbird's core context plus who is asking:
/// the anonymous visitor, the logged-in account if any, and the owner whose favorites and
/// history the request reads.
public struct AppRequestContext: RequestContext {
    /// Hummingbird's own per-request state.
    public var coreContext: CoreRequestContextStorage
    /// The browser's anonymous identity, set by ``VisitorMiddleware``.
    public var visitor = OwnerID("")
    /// The logged-in account, set by ``SessionMiddleware``.
    public var account: Account?
    /// Whether this request may leave a trace of browsing (a remembered search, a saved copy): a
    /// GET from a browser that already had its visitor cookie, and not a prefetch. A crawler
    /// without cookies, a `HEAD` and a link preview leave nothing behind. Set by
    /// ``VisitorMiddleware``.
    public var remembersBrowsing = false
    /// The session token the browser sent, valid or not.
    public var sessionToken: String?
    /// An import's upload, read and checked by ``CSRFMiddleware``.
    var upload: ImportUpload?
    /// The language the response is written in, set by ``LanguageMiddleware``.
    public var language = Language.english
    /// Whether this browser chose its language (a cookie), which then comes before the account's.
    public var hasChosenLanguage = false
    /// Where the request comes from, for throttling.
    public internal(set) var clientAddress: String

    /// A context for a request arriving from `source`; who is asking is set later.
    public init(source: Source) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Every body Marquee reads is an HTML form: handlers decode it into their form's type.
    public var requestDecoder: URLEncodedFormDecoder { URLEncodedFormDecoder() }

    /// Writes the response's words in its ``language``.
    public var localizer: Localizer { .of(language) }

    /// Whose favorites and history the request reads: the account's when logged in, else the
    /// visitor's.
    public var owner: OwnerID { account?.owner ?? visitor }
}
