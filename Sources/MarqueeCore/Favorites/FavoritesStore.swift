import Foundation

/// Each owner's favorite films, persisted by an adapter.
///
/// Changes to one owner's heart of one film are applied in the order the person made them
/// (``ChangeTime``): the store keeps the time of the last change it applied, also after a
/// removal, and ignores one made before it.
public protocol FavoritesStore: Sendable {
    /// Keeps `movie` for `owner`, dated `date`, unless a later change of its heart was applied;
    /// keeping it again changes nothing but the stored details.
    /// - Returns: false when the change was made before the last one applied, and ignored.
    @discardableResult
    func add(_ movie: Movie, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool
    /// Forgets the film, unless a later change of its heart was applied; forgetting a film that
    /// is not kept does nothing.
    /// - Returns: false when the change was made before the last one applied, and ignored.
    @discardableResult
    func remove(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool
    /// Every favorite of `owner`, newest first.
    func favorites(of owner: OwnerID) async throws -> [FavoriteMovie]
    /// Which of `movieIDs` are favorites of `owner`.
    func favoriteIDs(of owner: OwnerID, among movieIDs: [Int]) async throws -> Set<Int>
    /// Gives every favorite of `source` to `destination` (a visitor's, when they log in): a film
    /// both keep stays at its earlier date, and the later of the two change times is kept.
    /// `source` is left with none.
    func moveAll(from source: OwnerID, to destination: OwnerID) async throws
}

extension FavoritesStore {
    /// Keeps `movie` as a change made at `date` (the command line, imports, tests).
    @discardableResult
    public func add(_ movie: Movie, at date: Date, for owner: OwnerID) async throws -> Bool {
        try await add(movie, at: date, for: owner, changedAt: ChangeTime(date))
    }

    /// Forgets the film as a change made now.
    @discardableResult
    public func remove(movieID: Int, for owner: OwnerID) async throws -> Bool {
        try await remove(movieID: movieID, for: owner, changedAt: ChangeTime(Date()))
    }
}
