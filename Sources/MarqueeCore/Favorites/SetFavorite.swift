import Foundation

/// Favorites or unfavorites a film: the film's details are looked up once and stored with the
/// favorite, so the Favorites screen works offline.
public struct SetFavorite: Sendable {
    private let details: MovieDetails
    private let favorites: any FavoritesStore
    private let now: @Sendable () -> Date

    /// - Parameter details: where the film's details come from, the offline copy included.
    public init(details: MovieDetails, favorites: any FavoritesStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.details = details
        self.favorites = favorites
        self.now = now
    }

    /// Sets film `movieID`'s favorite state for `owner`, unless a change made later was applied.
    /// - Parameters:
    ///   - restoredDate: the original date of a favorite being restored by "Undo",
    ///     so it returns to its place; ignored when in the future or before 1970.
    ///   - changedAt: when the person made the change (the page's clock); nil for now.
    /// - Returns: false when a change made later was applied first, and this one was ignored.
    /// - Throws: ``CatalogError/notFound`` for an unknown film, or the catalog's error.
    @discardableResult
    public func callAsFunction(movieID: Int, favorite: Bool, restoredDate: Date? = nil, changedAt: ChangeTime? = nil, owner: OwnerID) async throws -> Bool {
        let now = now()
        let changedAt = changedAt ?? ChangeTime(now)
        guard favorite else {
            return try await favorites.remove(movieID: movieID, for: owner, changedAt: changedAt)
        }
        guard let movie = try await details.movie(id: movieID).value else { throw CatalogError.notFound }
        let date = restoredDate.flatMap { $0 <= now && $0.timeIntervalSince1970 >= 0 ? $0 : nil } ?? now
        return try await favorites.add(movie, at: date, for: owner, changedAt: changedAt)
    }
}
