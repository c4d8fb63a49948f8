import Foundation

/// A heart button: its state and its label naming the film.
public struct FavoriteButtonViewState: Sendable, Hashable {
    /// The film the button favorites.
    public let movieID: Int
    /// Whether the film is a favorite now; a press asks for the opposite.
    public let isPressed: Bool
    /// "Favorite Batman Begins": the label stays, the pressed state says whether it is one.
    public let label: String

    /// Builds the button for `movie`, pressed when it is already a favorite, named in
    /// `localizer`'s language.
    public init(movie: Movie, isFavorite: Bool, localizer: Localizer = .english) {
        movieID = movie.id
        isPressed = isFavorite
        label = localizer(FilmCardText.favorite, movie.title)
    }
}
