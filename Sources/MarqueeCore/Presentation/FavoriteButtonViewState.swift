import Foundation

/// A heart button: its state, its label naming the film, and the state a press asks for.
public struct FavoriteButtonViewState: Sendable, Hashable {
    public let movieID: Int
    public let isPressed: Bool
    /// "Favorite Batman Begins": the label stays, `aria-pressed` says the state.
    public let label: String
    /// The value the form posts: "true" to favorite, "false" to unfavorite.
    public let nextValue: String

    public init(movie: Movie, isFavorite: Bool) {
        movieID = movie.id
        isPressed = isFavorite
        label = "Favorite \(movie.title)"
        nextValue = isFavorite ? "false" : "true"
    }
}
