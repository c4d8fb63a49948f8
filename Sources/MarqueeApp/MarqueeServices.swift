import AsyncHTTPClient
import Foundation
import Logging
import MarqueeCore
import MarqueeStore
import MarqueeTMDB
import MarqueeWeb

/// The object graph of a running Marquee, built once from settings: the database, the catalog
/// (embedded or TMDB), history and images. The web server and the command line share it.
public struct MarqueeServices: Sendable {
    public let settings: MarqueeSettings
    public let database: AppDatabase
    public let catalog: any MovieCatalog
    public let localCatalog: SQLiteMovieCatalog
    public let history: any SearchHistory
    public let remoteImages: (any RemoteImageSource)?
    public let logger: Logger

    /// Opens the database, loads the embedded catalog when needed and picks the catalog.
    /// - Parameter transport: the HTTP transport for TMDB; the shared AsyncHTTPClient by default.
    public init(settings: MarqueeSettings, database: AppDatabase? = nil, transport: (any HTTPTransport)? = nil, logger: Logger = Logger(label: "marquee")) throws {
        self.settings = settings
        self.logger = logger
        let database = try database ?? AppDatabase.openFile(at: settings.databasePath)
        self.database = database
        try EmbeddedCatalog(database: database).loadIfNeeded()
        localCatalog = SQLiteMovieCatalog(database: database)
        history = SQLiteSearchHistory(database: database)
        if let tmdb = settings.tmdb {
            let transport = transport ?? AsyncHTTPClientTransport(client: .shared)
            catalog = TMDBMovieCatalog(configuration: tmdb, transport: transport)
            let cacheFolder = URL(fileURLWithPath: settings.databasePath).deletingLastPathComponent().appendingPathComponent("image-cache")
            remoteImages = CachedImageSource(
                upstream: TMDBImageSource(imageBaseURL: settings.imageBaseURL, transport: transport),
                cache: DiskImageCache(directory: cacheFolder)
            )
        } else {
            catalog = localCatalog
            remoteImages = nil
        }
    }

    /// Whether films come from TMDB rather than the embedded catalog.
    public var isLive: Bool { settings.tmdb != nil }

    /// The search use case.
    public var searchMovies: SearchMovies { SearchMovies(catalog: catalog, history: history) }

    /// What the web application needs.
    public var webDependencies: WebDependencies {
        WebDependencies(search: searchMovies, history: history, movieLookup: localCatalog, remoteImages: remoteImages, logger: logger)
    }
}
