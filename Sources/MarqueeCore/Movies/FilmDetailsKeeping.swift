import Foundation

/// A catalog that keeps the details of a film fetched from elsewhere (TMDB), so that a film
/// known only by its title has them from then on, for everyone.
public protocol FilmDetailsKeeping: Sendable {
    /// Stores `profile`'s film with its details (``Movie/hasDetails`` true), its runtime, genres,
    /// directors and cast, replacing what the catalog held for it.
    func keep(_ profile: MovieProfile) async throws
}
