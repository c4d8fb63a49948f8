import Foundation

/// A heart button: its state, its label naming the film, and the state a press asks for.
public struct FavoriteButtonViewState: Sendable, Hashable {
    /// The film the button favorites, posted in the form's address.
    public let movieID: Int
    /// Whether the film is a favorite now, shown as `aria-pressed`.
    public let isPressed: Bool
    /// "Favorite Batman Begins": the label stays, `aria-pressed` says the state.
    public let label: String
    /// The value the form posts: "true" to favorite, "false" to unfavorite.
    public let nextValue: String

    /// Builds the button for `movie`, pressed when it is already a favorite.
    public init(movie: Movie, isFavorite: Bool) {
        movieID = movie.id
        isPressed = isFavorite
        label = "Favorite \(movie.title)"
        nextValue = isFavorite ? "false" : "true"
    }
}
