import AsyncHTTPClient
import Foundation
import Logging
import MarqueeCore
import MarqueeFlickr
import MarqueePostgres
import MarqueeStore
import MarqueeTMDB
import MarqueeWeb
import NIOCore
import ServiceLifecycle

/// The object graph of a running Marquee, built once from settings: the stores (SQLite, or
/// PostgreSQL when `MARQUEE_DATABASE_URL` is set), the catalog (embedded or TMDB), history,
/// favorites, the offline cache and images. The web server and the command line share it.
/// Build it with ``open(settings:transport:offline:logger:)``, run ``backgroundServices``
/// while using it, and call ``shutdown()`` when done.
public final class MarqueeServices: Sendable {
    /// The settings this graph was built from.
    public let settings: MarqueeSettings
    /// Every store, in SQLite or PostgreSQL.
    public let stores: MarqueeStores
    /// The PostgreSQL pool, which must run (``backgroundServices``) while the stores are used;
    /// nil on SQLite.
    public let postgres: PostgresDatabase?
    /// Where searches and Discover lists go: TMDB when configured, else the embedded catalog.
    public let catalog: any MovieCatalog
    /// The embedded catalog, which also gives critics' scores and image lookups.
    public var localCatalog: any CatalogStore { stores.catalog }
    /// Serves saved copies of TMDB answers when the network is down.
    public let fallback: OfflineFallback
    /// Where posters come from when live, cached on disk; nil with the embedded catalog.
    public let remoteImages: (any RemoteImageSource)?
    /// Every upstream image (TMDB's posters, Flickr's photos) comes through it: allowed hosts
    /// only, cached on disk, one download per image; nil when no upstream is configured.
    public let imagePipeline: ImagePipeline?
    /// Where the app and the web server write their logs.
    public let logger: Logger
    /// Where every wait, deadline and retry is timed (the retriers, the offline budget, the
    /// periodic sweeps): one clock, so tests can pass one that never sleeps.
    public let clock: any Clock<Duration>
    /// Every owner's search history.
    public let history: any SearchHistory
    /// Every owner's favorites.
    public let favorites: any FavoritesStore
    /// Search, Discover, details and hearts, built once for the server and the command line.
    public let useCases: MovieUseCases
    /// Watchlists, diaries and years, for the server and the command line.
    public let yourFilms: YourFilms
    /// Imports from other services, and the films they named not matched yet.
    public let imports: ImportFilms
    /// A person's films gathered for one download.
    public let export: ExportYourFilms
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

    /// Opens the stores named by the settings, brings their schema up to date and loads the
    /// embedded catalog when needed, then builds the graph. PostgreSQL is migrated under an
    /// advisory lock and needs `MARQUEE_SECRET`; SQLite under a lock beside its file.
    /// - Throws: ``SettingsError``, or a start-up error that says what to fix.
    public static func open(
        settings: MarqueeSettings, transport: (any HTTPTransport)? = nil,
        offline: (budget: Duration, breaker: CircuitBreaker) = (.seconds(2), CircuitBreaker()),
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "marquee")
    ) async throws -> MarqueeServices {
        guard let location = settings.databaseLocation else {
            return try MarqueeServices(settings: settings, transport: transport, offline: offline, clock: clock, logger: logger)
        }
        guard settings.secret != nil else { throw SettingsError.missingSecret }
        let postgres = PostgresDatabase(location: location, logger: RequestID.tagging(logger))
        try await postgres.prepare()
        return try MarqueeServices(settings: settings, stores: .postgres(postgres, responseCache: settings.responseCacheLimits), postgres: postgres,
                                   transport: transport, offline: offline, clock: clock, logger: logger)
    }

    /// Opens the SQLite database (or uses `database`), loads the embedded catalog when needed
    /// and picks the catalog.
    /// - Parameter transport: the HTTP transport for TMDB; by default an AsyncHTTPClient that
    ///   reports a refused connection at once instead of retrying it until the deadline.
    /// - Parameter offline: how long a request with a saved copy waits for TMDB, and the breaker
    ///   that spares later requests the wait once TMDB cannot be reached.
    public convenience init(
        settings: MarqueeSettings, database: AppDatabase? = nil, transport: (any HTTPTransport)? = nil,
        offline: (budget: Duration, breaker: CircuitBreaker) = (.seconds(2), CircuitBreaker()),
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "marquee")
    ) throws {
        precondition(settings.databaseLocation == nil, "MARQUEE_DATABASE_URL is set: open the services with MarqueeServices.open(settings:)")
        let opened: AppDatabase
        if let database {
            opened = database
            try EmbeddedCatalog(database: opened).loadIfNeeded()
        } else {
            // Under the start-up lock: servers started together load the catalog once.
            opened = try AppDatabase.openFile(at: settings.databasePath, maximumBytes: settings.databaseMaximumMegabytes.map { $0 << 20 }) {
                try EmbeddedCatalog(database: $0).loadIfNeeded()
            }
        }
        try self.init(settings: settings, stores: .sqlite(opened, location: settings.databasePath, responseCache: settings.responseCacheLimits), postgres: nil,
                      transport: transport, offline: offline, clock: clock, logger: logger)
    }

    private init(
        settings: MarqueeSettings, stores: MarqueeStores, postgres: PostgresDatabase?, transport: (any HTTPTransport)?,
        offline: (budget: Duration, breaker: CircuitBreaker), clock: any Clock<Duration>, logger baseLogger: Logger
    ) throws {
        self.settings = settings
        self.clock = clock
        // Every line logged while a request is answered names it, whichever layer writes it.
        // (The web app tags its own copy of the base logger: tagged twice, each line would read
        // the request's id twice.)
        let logger = RequestID.tagging(baseLogger)
        self.logger = logger
        self.stores = stores
        self.postgres = postgres
        history = stores.history
        favorites = stores.favorites
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
            // Each request gets 10 s; a person waits no longer than the offline fallback's budget,
            // which cancels what is still on its way (a background probe may take the 10 s).
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
        // A write a person does not wait for (a search remembered) that fails is logged.
        let failures = WriteFailureLog { what, error in logger.error("\(what) failed: \(error)") }
        var finder: (any FilmFinding)?
        if let tmdb = settings.tmdb, let liveTransport {
            let tmdbCatalog = TMDBMovieCatalog(configuration: tmdb, transport: liveTransport, retrier: Retrier(clock: clock))
            finder = tmdbCatalog
            if settings.searchesOwnCatalog {
                // A large deployment: no keystroke goes to TMDB; a film TMDB's export listed gets
                // its details from TMDB once, and keeps them.
                catalog = SelfFillingCatalog(local: stores.catalog, details: tmdbCatalog, keeper: stores.catalog, failures: failures)
                fallback = OfflineFallback(cache: nil)
            } else {
                // A Malay reader gets TMDB's Malay titles and overviews, English where it has none.
                let translations = Language.all.filter { $0 != .english }.map { language in
                    var configuration = tmdb
                    configuration.language = language.tmdbCode
                    return (language, TMDBMovieCatalog(configuration: configuration, transport: liveTransport, retrier: Retrier(clock: clock)) as any MovieCatalog)
                }
                catalog = TranslatedCatalog(original: tmdbCatalog, translations: Dictionary(uniqueKeysWithValues: translations))
                fallback = OfflineFallback(cache: stores.responseCache, clock: clock, budget: offline.budget, breaker: offline.breaker,
                                           failures: failures)
            }
            remoteImages = imagePipeline.map { CachedImageSource(imageBaseURL: settings.imageBaseURL, pipeline: $0) }
        } else {
            catalog = stores.catalog
            fallback = OfflineFallback(cache: nil)
            remoteImages = nil
        }
        useCases = MovieUseCases(catalog: catalog, critics: stores.catalog, history: history, favorites: favorites, fallback: fallback,
                                 failures: failures, localCatalog: stores.catalog, yourFilms: stores.yourFilms)
        yourFilms = YourFilms(details: useCases.details, store: stores.yourFilms)
        imports = ImportFilms(matcher: FilmMatcher(catalog: catalog, finder: finder), details: useCases.details, store: stores.imports, jobs: stores.importJobs)
        export = ExportYourFilms(yourFilms: stores.yourFilms, favorites: favorites, lists: stores.lists)
        galleryHistory = stores.galleryHistory
        if let flickr = settings.flickr, let liveTransport {
            // Flickr has its own breaker: TMDB being down says nothing about Flickr.
            let photoFallback = OfflineFallback(cache: stores.responseCache, clock: clock, budget: offline.budget,
                                                breaker: CircuitBreaker(), offlineError: PhotoSearchError.offline,
                                                timeoutError: PhotoSearchError.timedOut, failures: failures)
            let flickrSearch = FlickrPhotoSearch(configuration: flickr, transport: liveTransport, retrier: Retrier(clock: clock))
            gallery = SearchPhotos(source: flickrSearch, history: galleryHistory,
                                   fallback: photoFallback, failures: failures)
        } else {
            gallery = SearchPhotos(source: FilmArtworkPhotoSearch(catalog: catalog), history: galleryHistory, failures: failures)
        }
        accountStore = stores.accounts
        accounts = AccountUseCases(
            accounts: accountStore, sessions: stores.sessions, tokens: SHA256SessionTokens(),
            hasher: try BcryptPasswordHasher(cost: settings.bcryptCost), throttle: stores.throttle,
            passwordPolicy: try PasswordPolicy.bundled(), favorites: favorites, history: history, galleryHistory: galleryHistory,
            yourFilms: stores.yourFilms
        )
        // Flickr's photos come through the same pipeline as the posters.
        let photoImages: (any PhotoImageSource)?
        if let flickr = settings.flickr, let pipeline = imagePipeline {
            photoImages = CachedPhotoImageSource(photoBaseURL: flickr.photoBaseURL, pipeline: pipeline)
        } else {
            photoImages = nil
        }
        var web = WebDependencies(
            useCases: useCases, accounts: accounts, gallery: gallery, galleryHistory: galleryHistory, photoImages: photoImages,
            isServedOverHTTPS: settings.isServedOverHTTPS,
            history: history, favorites: favorites, yourFilms: yourFilms, imports: imports, export: export,
            lists: FilmLists(details: useCases.details, store: stores.lists), movieLookup: stores.catalog,
            remoteImages: remoteImages, isLive: settings.tmdb != nil, logger: baseLogger,
            secret: try settings.secret ?? LocalSecret.loadOrCreate(besideDatabaseAt: settings.databasePath),
            serverName: settings.serverName, trustsForwardedFor: settings.trustsForwardedFor
        )
        web.assetsFolder = settings.assetsFolder
        web.offersPseudoLanguage = settings.offersPseudoLanguage
        web.defaultRegion = settings.defaultRegion
        web.housekeeping = stores.housekeeping
        web.storeErrors = stores.classifyError
        web.healthCheck = { [housekeeping = stores.housekeeping] in try await housekeeping.checkWritable(at: Date()) }
        web.strictTransportSecurity = settings.tls != nil ? .always : settings.trustsForwardedProto ? .whenForwardedHTTPS : .never
        webDependencies = web
    }

    /// What must run while the graph is used: the PostgreSQL pool, if any. `serve` runs them
    /// beside the web server; ``withBackgroundServices(_:)`` runs them around a command.
    public var backgroundServices: [any Service] {
        postgres.map { [$0] } ?? []
    }

    /// Runs ``backgroundServices`` while `body` runs, then stops them.
    public func withBackgroundServices<Value: Sendable>(_ body: @Sendable () async throws -> Value) async throws -> Value {
        guard let postgres else { return try await body() }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await postgres.run() }
            defer { group.cancelAll() }
            return try await body()
        }
    }

    /// Releases the HTTP client, if this object made one.
    public func shutdown() async {
        try? await ownedClient?.shutdown()
    }

    /// Whether films come from TMDB rather than the embedded catalog.
    public var isLive: Bool { settings.tmdb != nil }
}
