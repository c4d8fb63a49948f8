import Foundation

/// One owner's favorite films, persisted by an adapter.
public protocol FavoritesStore: Sendable {
    /// Keeps `movie`, dated `date`; keeping it again changes nothing but the stored details.
    func add(_ movie: Movie, at date: Date) async throws
    /// Forgets the film; forgetting a film that is not kept does nothing.
    func remove(movieID: Int) async throws
    /// Every favorite, newest first.
    func favorites() async throws -> [FavoriteMovie]
    /// Which of `movieIDs` are favorites.
    func favoriteIDs(among movieIDs: [Int]) async throws -> Set<Int>
}
