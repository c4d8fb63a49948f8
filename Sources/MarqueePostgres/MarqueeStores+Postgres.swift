import Foundation
import MarqueeStore

extension MarqueeStores {
    /// Every store in one PostgreSQL database, shared by every server that names it; `now`
    /// dates the searches remembered.
    public static func postgres(_ database: PostgresDatabase, now: @escaping @Sendable () -> Date = Date.init) -> MarqueeStores {
        MarqueeStores(
            catalog: PostgresMovieCatalog(database: database), importer: PostgresCatalogImporter(database: database),
            favorites: PostgresFavoritesStore(database: database), history: PostgresSearchHistory(database: database, now: now),
            galleryHistory: PostgresGalleryHistory(database: database), responseCache: PostgresResponseCache(database: database),
            accounts: PostgresAccountStore(database: database), sessions: PostgresSessionStore(database: database),
            throttle: PostgresThrottleStore(database: database), location: database.location.redacted
        )
    }
}
