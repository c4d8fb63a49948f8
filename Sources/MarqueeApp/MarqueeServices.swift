import AsyncHTTPClient
import Foundation
import Logging
import MarqueeCore
import MarqueeStore
import MarqueeTMDB
import MarqueeWeb
import NIOCore

/// The object graph of a running Marquee, built once from settings: the database, the catalog
/// (embedded or TMDB), history, favorites, the offline cache and images. The web server and
/// the command line share it. Call ``shutdown()`` when done.
public final class MarqueeServices: Sendable {
    /// The settings this graph was built from.
    public let settings: MarqueeSettings
    /// The SQLite database: history, favorites, the offline cache and the embedded catalog.
    public let database: AppDatabase
    /// Where searches and Discover lists go: TMDB when configured, else the embedded catalog.
    public let catalog: any MovieCatalog
    /// The embedded catalog, which also gives critics' scores and image lookups.
    public let localCatalog: SQLiteMovieCatalog
    /// Serves saved copies of TMDB answers when the network is down.
    public let fallback: OfflineFallback
    /// Where posters come from when live, cached on disk; nil with the embedded catalog.
    public let remoteImages: (any RemoteImageSource)?
    /// Where the app and the web server write their logs.
    public let logger: Logger
    /// Every owner's search history.
    public let history: any SearchHistory
    /// Every owner's favorites.
    public let favorites: any FavoritesStore
    /// Search, Discover, details and hearts, built once for the server and the command line.
    public let useCases: MovieUseCases
    /// Every account, for the command line.
    public let accountStore: any AccountStore
    /// Sign up, log in, sessions and Home.
    public let accounts: AccountUseCases
    /// What the web application needs, built once.
    public let webDependencies: WebDependencies
    /// The HTTP client this object made, which it shuts down; nil offline or when injected.
    private let ownedClient: HTTPClient?

    /// Opens the database, loads the embedded catalog when needed and picks the catalog.
    /// - Parameter transport: the HTTP transport for TMDB; by default an AsyncHTTPClient that
    ///   reports a refused connection at once instead of retrying it until the deadline.
    /// - Parameter offline: how long a request with a saved copy waits for TMDB, and the breaker
    ///   that spares later requests the wait once TMDB cannot be reached.
    public init(
        settings: MarqueeSettings, database: AppDatabase? = nil, transport: (any HTTPTransport)? = nil,
        offline: (budget: Duration, breaker: CircuitBreaker) = (.seconds(2), CircuitBreaker()),
        logger: Logger = Logger(label: "marquee")
    ) throws {
        self.settings = settings
        self.logger = logger
        let database = try database ?? AppDatabase.openFile(at: settings.databasePath)
        self.database = database
        try EmbeddedCatalog(database: database).loadIfNeeded()
        localCatalog = SQLiteMovieCatalog(database: database)
        history = SQLiteSearchHistory(database: database)
        favorites = SQLiteFavoritesStore(database: database)
        if let tmdb = settings.tmdb {
            var client: HTTPClient?
            let liveTransport: any HTTPTransport
            if let transport {
                liveTransport = transport
            } else {
                var configuration = HTTPClient.Configuration()
                configuration.connectionPool.retryConnectionEstablishment = false
                configuration.timeout.connect = .seconds(5)
                client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
                liveTransport = AsyncHTTPClientTransport(client: client!)
            }
            ownedClient = client
            catalog = TMDBMovieCatalog(configuration: tmdb, transport: liveTransport)
            fallback = OfflineFallback(cache: SQLiteResponseCache(database: database), budget: offline.budget, breaker: offline.breaker)
            let cacheFolder = URL(fileURLWithPath: settings.databasePath).deletingLastPathComponent().appendingPathComponent("image-cache")
            remoteImages = CachedImageSource(
                upstream: TMDBImageSource(imageBaseURL: settings.imageBaseURL, transport: liveTransport),
                cache: DiskImageCache(directory: cacheFolder)
            )
        } else {
            catalog = localCatalog
            fallback = OfflineFallback(cache: nil)
            remoteImages = nil
            ownedClient = nil
        }
        useCases = MovieUseCases(catalog: catalog, critics: localCatalog, history: history, favorites: favorites, fallback: fallback)
        accountStore = SQLiteAccountStore(database: database)
        accounts = AccountUseCases(
            accounts: accountStore, sessions: SQLiteSessionStore(database: database), tokens: SHA256SessionTokens(),
            hasher: try BcryptPasswordHasher(cost: settings.bcryptCost), throttle: SQLiteThrottleStore(database: database),
            passwordPolicy: try PasswordPolicy.bundled(), favorites: favorites, history: history
        )
        webDependencies = WebDependencies(
            useCases: useCases, accounts: accounts, isServedOverHTTPS: settings.isServedOverHTTPS,
            history: history, favorites: favorites, movieLookup: localCatalog,
            remoteImages: remoteImages, isLive: settings.tmdb != nil, logger: logger
        )
    }

    /// Releases the HTTP client, if this object made one.
    public func shutdown() async {
        try? await ownedClient?.shutdown()
    }

    /// Whether films come from TMDB rather than the embedded catalog.
    public var isLive: Bool { settings.tmdb != nil }
}
