import Foundation

/// The Favorites screen.
public struct FavoritesViewState: Sendable, Hashable {
    public let rows: [FavoriteRowViewState]
    public let isEmpty: Bool
    /// The film just removed without JavaScript, offered back with "Undo".
    public let removed: FavoriteRowViewState?

    public init(favorites: [FavoriteMovie], removed: FavoriteMovie? = nil, links: PosterLinks = PosterLinks()) {
        rows = favorites.map { FavoriteRowViewState($0, links: links, isFavorite: true) }
        isEmpty = favorites.isEmpty
        self.removed = removed.map { FavoriteRowViewState($0, links: links, isFavorite: false) }
    }
}

/// One favorite: the film's row and when it was kept, which "Undo" puts back.
public struct FavoriteRowViewState: Sendable, Hashable {
    public let row: MovieRowViewState
    /// Seconds since 1970, posted back by "Undo".
    public let favoritedAt: String

    public init(_ favorite: FavoriteMovie, links: PosterLinks, isFavorite: Bool) {
        row = MovieRowViewState(movie: favorite.movie, links: links, isFavorite: isFavorite)
        favoritedAt = String(Int(favorite.favoritedAt.timeIntervalSince1970))
    }
}
