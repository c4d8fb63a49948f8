import Foundation

/// The picture that shows a film: the service's image, or one Marquee draws from the film's
/// title and year when there is none (or its path is not one Marquee trusts).
public enum Artwork: Sendable, Hashable, Codable {
    /// The upstream image at `path`, which ``ImagePath/isValid(_:)`` accepted.
    case image(path: String)
    /// A poster drawn for film `movieID`.
    case generatedPoster(movieID: Int)
    /// A wide banner drawn for film `movieID`.
    case generatedBackdrop(movieID: Int)

    /// The poster of `movie`.
    public static func poster(of movie: Movie) -> Artwork {
        guard let path = movie.posterPath, ImagePath.isValid(path) else { return .generatedPoster(movieID: movie.id) }
        return .image(path: path)
    }

    /// The wide banner of `movie`.
    public static func backdrop(of movie: Movie) -> Artwork {
        guard let path = movie.backdropPath, ImagePath.isValid(path) else { return .generatedBackdrop(movieID: movie.id) }
        return .image(path: path)
    }
}
