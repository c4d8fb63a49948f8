import Foundation

/// Each owner's favorite films, persisted by an adapter.
public protocol FavoritesStore: Sendable {
    /// Keeps `movie` for `owner`, dated `date`; keeping it again changes nothing but the stored
    /// details.
    func add(_ movie: Movie, at date: Date, for owner: OwnerID) async throws
    /// Forgets the film; forgetting a film that is not kept does nothing.
    func remove(movieID: Int, for owner: OwnerID) async throws
    /// Every favorite of `owner`, newest first.
    func favorites(of owner: OwnerID) async throws -> [FavoriteMovie]
    /// Which of `movieIDs` are favorites of `owner`.
    func favoriteIDs(of owner: OwnerID, among movieIDs: [Int]) async throws -> Set<Int>
    /// Gives every favorite of `source` to `destination` (a visitor's, when they log in): a film
    /// both keep stays at its earlier date. `source` is left with none.
    func moveAll(from source: OwnerID, to destination: OwnerID) async throws
}
