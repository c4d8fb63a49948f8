import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

extension MarqueeStores {
    /// Every store in one PostgreSQL database, shared by every server that names it; `now`
    /// dates the searches remembered, `responseCache` bounds the upstream answers kept, and
    /// imports write `importBatchSize` films a transaction.
    public static func postgres(
        _ database: PostgresDatabase, now: @escaping @Sendable () -> Date = Date.init,
        responseCache responseCacheLimits: SQLiteResponseCache.Limits = .init(), importBatchSize: Int = 10_000
    ) -> MarqueeStores {
        MarqueeStores(
            catalog: PostgresMovieCatalog(database: database), importer: PostgresCatalogImporter(database: database, batchSize: importBatchSize),
            favorites: PostgresFavoritesStore(database: database), yourFilms: PostgresYourFilmsStore(database: database),
            imports: PostgresImportStore(database: database), importJobs: PostgresImportJobStore(database: database),
            lists: PostgresFilmListStore(database: database),
            history: PostgresSearchHistory(database: database, now: now),
            galleryHistory: PostgresGalleryHistory(database: database), responseCache: PostgresResponseCache(database: database, limits: responseCacheLimits),
            accounts: PostgresAccountStore(database: database), sessions: PostgresSessionStore(database: database),
            throttle: PostgresThrottleStore(database: database), housekeeping: PostgresHousekeeping(database: database),
            classifyError: { ($0 as? PSQLError).flatMap(PostgresDatabase.unavailable) },
            location: database.location.redacted
        )
    }
}
