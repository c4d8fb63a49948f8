import Foundation

/// Finds a film of the local catalog by identifier or by one of its image paths, for
/// generated posters.
public protocol MovieLookup: Sendable {
    /// The film with TMDB id `id`; nil when the local catalog lacks it.
    func movie(id: Int) async throws -> Movie?
    /// The film whose poster or backdrop is at `imagePath`.
    func movie(imagePath: String) async throws -> Movie?
}
