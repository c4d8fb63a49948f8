import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

extension MarqueeStores {
    /// Every store in one PostgreSQL database, shared by every server that names it; `now`
    /// dates the searches remembered.
    public static func postgres(_ database: PostgresDatabase, now: @escaping @Sendable () -> Date = Date.init) -> MarqueeStores {
        MarqueeStores(
            catalog: PostgresMovieCatalog(database: database), importer: PostgresCatalogImporter(database: database),
            favorites: PostgresFavoritesStore(database: database), history: PostgresSearchHistory(database: database, now: now),
            galleryHistory: PostgresGalleryHistory(database: database), responseCache: PostgresResponseCache(database: database),
            accounts: PostgresAccountStore(database: database), sessions: PostgresSessionStore(database: database),
            throttle: PostgresThrottleStore(database: database), housekeeping: PostgresHousekeeping(database: database),
            classifyError: { ($0 as? PSQLError).flatMap(PostgresDatabase.unavailable) },
            location: database.location.redacted
        )
    }
}
