import Foundation
import MarqueeCore

/// Every store Marquee keeps, behind Core's ports: built once from SQLite or PostgreSQL, so the
/// rest of the app never knows which.
public struct MarqueeStores: Sendable {
    /// The local catalog: search, Discover lists, critics' scores, lookups.
    public let catalog: any CatalogStore
    /// Adds films from a catalog file.
    public let importer: any CatalogImporting
    /// Every owner's favorites.
    public let favorites: any FavoritesStore
    /// Every owner's watchlist and diary.
    public let yourFilms: any YourFilmsStore
    /// Imports, and the films they named that are not matched yet.
    public let imports: any ImportStore
    /// Imports from a page waiting for the person's say.
    public let importJobs: any ImportJobStore
    /// Every owner's lists of films, and their shared links.
    public let lists: any FilmListStore
    /// Every owner's recent film searches.
    public let history: any SearchHistory
    /// Every owner's image searches.
    public let galleryHistory: any GalleryHistory
    /// The last good upstream answers, for offline use.
    public let responseCache: any ResponseCache
    /// The accounts.
    public let accounts: any AccountStore
    /// The logged-in sessions.
    public let sessions: any SessionStore
    /// The counts of log-in and sign-up attempts.
    public let throttle: any ThrottleStore
    /// Visitors' last visits, and the sweep of what is over.
    public let housekeeping: any Housekeeping
    /// Recognises the adapter's own errors that mean the database cannot take a request now.
    public let classifyError: @Sendable (any Error) -> StoreUnavailableError?
    /// Where the data lives, for logs and the command line (a path, or a URL without password).
    public let location: String

    /// A set of stores; see ``sqlite(_:location:)`` and the PostgreSQL target's counterpart.
    public init(
        catalog: any CatalogStore, importer: any CatalogImporting, favorites: any FavoritesStore, yourFilms: any YourFilmsStore,
        imports: any ImportStore, importJobs: any ImportJobStore, lists: any FilmListStore, history: any SearchHistory,
        galleryHistory: any GalleryHistory, responseCache: any ResponseCache, accounts: any AccountStore,
        sessions: any SessionStore, throttle: any ThrottleStore, housekeeping: any Housekeeping,
        classifyError: @escaping @Sendable (any Error) -> StoreUnavailableError?, location: String
    ) {
        self.catalog = catalog
        self.importer = importer
        self.favorites = favorites
        self.yourFilms = yourFilms
        self.imports = imports
        self.importJobs = importJobs
        self.lists = lists
        self.history = history
        self.galleryHistory = galleryHistory
        self.responseCache = responseCache
        self.accounts = accounts
        self.sessions = sessions
        self.throttle = throttle
        self.housekeeping = housekeeping
        self.classifyError = classifyError
        self.location = location
    }

    /// Every store in one SQLite database; `now` dates the searches remembered,
    /// `responseCache` bounds the upstream answers kept, and imports write `importBatchSize`
    /// films a transaction.
    public static func sqlite(
        _ database: AppDatabase, location: String, now: @escaping @Sendable () -> Date = Date.init,
        responseCache responseCacheLimits: SQLiteResponseCache.Limits = .init(), importBatchSize: Int = 10_000
    ) -> MarqueeStores {
        MarqueeStores(
            catalog: SQLiteMovieCatalog(database: database), importer: CatalogImporter(database: database, batchSize: importBatchSize),
            favorites: SQLiteFavoritesStore(database: database), yourFilms: SQLiteYourFilmsStore(database: database),
            imports: SQLiteImportStore(database: database), importJobs: SQLiteImportJobStore(database: database),
            lists: SQLiteFilmListStore(database: database), history: SQLiteSearchHistory(database: database, now: now),
            galleryHistory: SQLiteGalleryHistory(database: database), responseCache: SQLiteResponseCache(database: database, limits: responseCacheLimits),
            accounts: SQLiteAccountStore(database: database), sessions: SQLiteSessionStore(database: database),
            throttle: SQLiteThrottleStore(database: database), housekeeping: SQLiteHousekeeping(database: database),
            classifyError: SQLiteStoreErrors.classify, location: location
        )
    }
}
