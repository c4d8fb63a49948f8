import Foundation
import Logging
import MarqueeCore

/// Everything the web app needs, built once (by `MarqueeApp`, or by a test over in-memory
/// stores and stub upstreams) and shared by every request.
public struct WebDependencies: Sendable {
    /// How long a browser keeps its session cookie: the session policy's absolute lifetime.
    static let sessionCookieLifetime = 30 * 24 * 3600

    /// Search, Discover, details and hearts.
    public var useCases: MovieUseCases
    /// Sign up, log in, sessions, Home.
    public var accounts: AccountUseCases
    /// The gallery's search: Flickr, or the catalog's film artwork.
    public var gallery: SearchPhotos
    /// The gallery's past searches, for its forms.
    public var galleryHistory: any GalleryHistory
    /// Gallery photos through the disk cache; nil when the gallery shows film artwork.
    public var photoImages: (any PhotoImageSource)?
    /// Whether Marquee is reached over HTTPS (directly or behind a proxy): session cookies are
    /// then `Secure` with the `__Host-` prefix.
    public var isServedOverHTTPS: Bool
    /// Search history, for the recent searches screen.
    public var history: any SearchHistory
    /// Favorites, for the Favorites screen.
    public var favorites: any FavoritesStore
    /// Watchlists and diaries, for the film pages and Your films.
    public var yourFilms: YourFilms
    /// Imports from other services, and matching their films later.
    public var imports: ImportFilms
    /// A person's films gathered for one download.
    public var export: ExportYourFilms
    /// A person's lists of films.
    public var lists: FilmLists
    /// Finds catalog films for generated posters.
    public var movieLookup: any MovieLookup
    /// Live posters, when a TMDB key is configured; nil offline.
    public var remoteImages: (any RemoteImageSource)?
    /// Whether films come from TMDB.
    public var isLive: Bool
    /// Where the web app logs what goes wrong.
    public var logger: Logger
    /// Signs CSRF tokens: the same on every server of one database (`MARQUEE_SECRET`).
    public var secret: String
    /// Sent in `X-Marquee-Server` on every response, to tell servers apart; nil sends nothing.
    public var serverName: String?
    /// Whether the client's address comes from `X-Forwarded-For` (a trusted proxy's) rather
    /// than the connection.
    public var trustsForwardedFor: Bool
    /// When responses carry `Strict-Transport-Security`.
    public var strictTransportSecurity: StrictTransportSecurity = .never
    /// Whether the pseudo-language ("en-XA": every message bracketed and longer) may be chosen,
    /// to look for text that is cut (`MARQUEE_PSEUDO_LANGUAGE=1`); never offered in the chooser.
    public var offersPseudoLanguage = false
    /// Where visitors' visits are written down, so that browsers gone for good are forgotten;
    /// nil writes none.
    public var housekeeping: (any Housekeeping)?
    /// Recognises the database adapter's own errors that mean it cannot take a request now (a
    /// full disk, a lock held too long), so the page says so instead of "something went wrong".
    public var storeErrors: @Sendable (any Error) -> StoreUnavailableError? = { _ in nil }
    /// Checks that the database can be written, for `/healthz`; nil checks nothing.
    public var healthCheck: (@Sendable () async throws -> Void)?
    /// A folder to serve the style sheets, scripts, icons and service worker from instead of
    /// the ones built in (to work on them without rebuilding); nil serves the built-in ones.
    public var assetsFolder: String?
    /// The region whose streaming offers film pages show when the person has not chosen one
    /// and their browser names no country (`MARQUEE_REGION`, US by default).
    public var defaultRegion = WatchRegion("US")!

    /// Gathers the dependencies; tests can leave out images and the logger.
    public init(
        useCases: MovieUseCases,
        accounts: AccountUseCases,
        gallery: SearchPhotos,
        galleryHistory: any GalleryHistory,
        photoImages: (any PhotoImageSource)? = nil,
        isServedOverHTTPS: Bool = false,
        history: any SearchHistory,
        favorites: any FavoritesStore,
        yourFilms: YourFilms,
        imports: ImportFilms,
        export: ExportYourFilms,
        lists: FilmLists,
        movieLookup: any MovieLookup,
        remoteImages: (any RemoteImageSource)? = nil,
        isLive: Bool = false,
        logger: Logger = Logger(label: "marquee.web"),
        secret: String = UUID().uuidString + UUID().uuidString,
        serverName: String? = nil,
        trustsForwardedFor: Bool = false
    ) {
        self.secret = secret
        self.serverName = serverName
        self.trustsForwardedFor = trustsForwardedFor
        self.useCases = useCases
        self.accounts = accounts
        self.gallery = gallery
        self.galleryHistory = galleryHistory
        self.photoImages = photoImages
        self.isServedOverHTTPS = isServedOverHTTPS
        self.history = history
        self.favorites = favorites
        self.yourFilms = yourFilms
        self.imports = imports
        self.export = export
        self.lists = lists
        self.movieLookup = movieLookup
        self.remoteImages = remoteImages
        self.isLive = isLive
        self.logger = logger
    }
}

/// When responses tell browsers to use HTTPS only (`Strict-Transport-Security`, a year).
public enum StrictTransportSecurity: Sendable, Equatable {
    /// Plain HTTP: never (a browser ignores the header over HTTP anyway).
    case never
    /// Marquee serves TLS itself: every response.
    case always
    /// Behind a trusted proxy: the responses to requests it marks `X-Forwarded-Proto: https`.
    case whenForwardedHTTPS
}
