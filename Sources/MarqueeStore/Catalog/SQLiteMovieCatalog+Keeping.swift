import Foundation
import MarqueeCore

extension SQLiteMovieCatalog: FilmDetailsKeeping {
    /// Stores a film's details fetched from TMDB, with its runtime, genres and people, and
    /// indexes its title for search at once.
    public func keep(_ profile: MovieProfile) async throws {
        try await CatalogImporter(database: database).keep(profile.movie, facts: CatalogFilmFacts(profile))
    }
}
