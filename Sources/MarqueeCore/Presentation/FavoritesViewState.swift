import Foundation

/// The Favorites screen.
public struct FavoritesViewState: Sendable, Hashable {
    /// The favorites to list, newest first as the store returns them.
    public let rows: [FavoriteRowViewState]
    /// Whether there are no favorites, so the screen explains how to add one.
    public let isEmpty: Bool
    /// The film just removed without JavaScript, offered back with "Undo".
    public let removed: FavoriteRowViewState?

    /// Builds the screen from the owner's favorites and the film just removed, if any, in
    /// `localizer`'s language.
    public init(favorites: [FavoriteMovie], removed: FavoriteMovie? = nil, localizer: Localizer) {
        rows = favorites.map { FavoriteRowViewState($0, isFavorite: true, localizer: localizer) }
        isEmpty = favorites.isEmpty
        self.removed = removed.map { FavoriteRowViewState($0, isFavorite: false, localizer: localizer) }
    }
}

/// One favorite: the film's row and when it was kept, which "Undo" puts back.
public struct FavoriteRowViewState: Sendable, Hashable {
    /// The film's row, as in search results.
    public let row: MovieRowViewState
    /// When the film was kept.
    public let favoritedAt: Date

    /// Builds the row for `favorite`, its heart pressed when `isFavorite`.
    public init(_ favorite: FavoriteMovie, isFavorite: Bool, localizer: Localizer) {
        row = MovieRowViewState(movie: favorite.movie, isFavorite: isFavorite, localizer: localizer)
        favoritedAt = favorite.favoritedAt
    }
}
