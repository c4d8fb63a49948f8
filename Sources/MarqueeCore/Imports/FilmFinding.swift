import Foundation

/// Finds a film by another service's id: TMDB's `/find` for an IMDb id, when Marquee is live.
public protocol FilmFinding: Sendable {
    /// The film IMDb knows as `id`; nil when there is none.
    func movie(imdbID id: IMDbID) async throws -> Movie?
}
