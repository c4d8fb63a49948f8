import Foundation

/// A film someone keeps, with what is needed to show it offline and when it was kept.
public struct FavoriteMovie: Sendable, Hashable {
    /// The film as it was when kept, so the list shows it without the network.
    public let movie: Movie
    /// When the film was kept; the list shows the latest first.
    public let favoritedAt: Date

    /// Pairs `movie` with the time it was kept.
    public init(movie: Movie, favoritedAt: Date) {
        self.movie = movie
        self.favoritedAt = favoritedAt
    }
}
