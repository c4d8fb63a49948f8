import Foundation
import MarqueeCore

/// The films a store keeps itself (the embedded catalog and whatever was imported): search and
/// Discover lists, lookups for generated posters, critics' scores and counts for the command
/// line. SQLite and PostgreSQL each implement it.
public protocol CatalogStore: MovieCatalog, MovieLookup, CriticRatings, FilmDetailsKeeping {
    /// Counts films, scores, posters and the span of release years.
    func statistics() async throws -> CatalogStatistics
    /// How many films the catalog holds.
    func count() async throws -> Int
}

extension SQLiteMovieCatalog: CatalogStore {}
