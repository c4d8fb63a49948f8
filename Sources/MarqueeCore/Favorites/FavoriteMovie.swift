import Foundation

/// A film someone keeps, with what is needed to show it offline and when it was kept.
public struct FavoriteMovie: Sendable, Hashable {
    public let movie: Movie
    public let favoritedAt: Date

    public init(movie: Movie, favoritedAt: Date) {
        self.movie = movie
        self.favoritedAt = favoritedAt
    }
}
