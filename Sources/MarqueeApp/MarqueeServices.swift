import AsyncHTTPClient
import Foundation
import Logging
import MarqueeCore
import MarqueeFlickr
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
    /// Every upstream image (TMDB's posters, Flickr's photos) comes through it: allowed hosts
    /// only, cached on disk, one download per image; nil when no upstream is configured.
    public let imagePipeline: ImagePipeline?
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
    /// Every owner's image searches.
    public let galleryHistory: any GalleryHistory
    /// The gallery's search: Flickr when configured, else the catalog's film artwork.
    public let gallery: SearchPhotos
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
        let opened: AppDatabase
        if let database {
            opened = database
            try EmbeddedCatalog(database: opened).loadIfNeeded()
        } else {
            // Under the start-up lock: servers started together load the catalog once.
            opened = try AppDatabase.openFile(at: settings.databasePath) { try EmbeddedCatalog(database: $0).loadIfNeeded() }
        }
        let database = opened
        self.database = database
        localCatalog = SQLiteMovieCatalog(database: database)
        history = SQLiteSearchHistory(database: database)
        favorites = SQLiteFavoritesStore(database: database)
        // One HTTP client for every upstream (TMDB, Flickr), made only when one is configured.
        var client: HTTPClient?
        var liveTransport: (any HTTPTransport)? = transport
        var imageTransport: (any HTTPTransport)? = transport
        if liveTransport == nil, settings.tmdb != nil || settings.flickr != nil {
            var configuration = HTTPClient.Configuration()
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.timeout.connect = .seconds(5)
            // The image pipeline's allow-list holds only if no answer can send a request to
            // another host; TMDB's and Flickr's APIs do not redirect either.
            configuration.redirectConfiguration = .disallow
            client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            liveTransport = AsyncHTTPClientTransport(client: client!)
            // An image may be as large as the pipeline allows (10 MB); API answers stay capped lower.
            imageTransport = AsyncHTTPClientTransport(client: client!, maximumBodySize: ImageDownloadLimits().maximumBytes)
        }
        ownedClient = client
        if let imageTransport {
            // Next to the database; swept when the server starts and every ten minutes (`serve`).
            let cacheFolder = URL(fileURLWithPath: settings.databasePath).deletingLastPathComponent().appendingPathComponent("image-cache")
            imagePipeline = ImagePipeline(
                transport: imageTransport,
                cache: DiskImageCache(directory: cacheFolder, limitBytes: settings.imageCacheMegabytes << 20),
                allowedHosts: Set([settings.imageBaseURL.host, settings.flickr?.photoBaseURL.host].compactMap { $0 })
            )
        } else {
            imagePipeline = nil
        }
        if let tmdb = settings.tmdb, let liveTransport {
            catalog = TMDBMovieCatalog(configuration: tmdb, transport: liveTransport)
            fallback = OfflineFallback(cache: SQLiteResponseCache(database: database), budget: offline.budget, breaker: offline.breaker)
            remoteImages = imagePipeline.map { CachedImageSource(imageBaseURL: settings.imageBaseURL, pipeline: $0) }
        } else {
            catalog = localCatalog
            fallback = OfflineFallback(cache: nil)
            remoteImages = nil
        }
        useCases = MovieUseCases(catalog: catalog, critics: localCatalog, history: history, favorites: favorites, fallback: fallback)
        galleryHistory = SQLiteGalleryHistory(database: database)
        if let flickr = settings.flickr, let liveTransport {
            // Flickr has its own breaker: TMDB being down says nothing about Flickr.
            let photoFallback = OfflineFallback(cache: SQLiteResponseCache(database: database), budget: offline.budget,
                                                breaker: CircuitBreaker(), offlineError: PhotoSearchError.offline)
            gallery = SearchPhotos(source: FlickrPhotoSearch(configuration: flickr, transport: liveTransport), history: galleryHistory, fallback: photoFallback)
        } else {
            gallery = SearchPhotos(source: FilmArtworkPhotoSearch(catalog: catalog), history: galleryHistory)
        }
        accountStore = SQLiteAccountStore(database: database)
        accounts = AccountUseCases(
            accounts: accountStore, sessions: SQLiteSessionStore(database: database), tokens: SHA256SessionTokens(),
            hasher: try BcryptPasswordHasher(cost: settings.bcryptCost), throttle: SQLiteThrottleStore(database: database),
            passwordPolicy: try PasswordPolicy.bundled(), favorites: favorites, history: history, galleryHistory: galleryHistory
        )
        // Flickr's photos come through the same pipeline as the posters.
        let photoImages: (any PhotoImageSource)?
        if let flickr = settings.flickr, let pipeline = imagePipeline {
            photoImages = CachedPhotoImageSource(photoBaseURL: flickr.photoBaseURL, pipeline: pipeline)
        } else {
            photoImages = nil
        }
        webDependencies = WebDependencies(
            useCases: useCases, accounts: accounts, gallery: gallery, galleryHistory: galleryHistory, photoImages: photoImages,
            isServedOverHTTPS: settings.isServedOverHTTPS,
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
