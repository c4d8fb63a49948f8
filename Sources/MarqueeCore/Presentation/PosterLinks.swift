import Foundation

/// Builds the app-relative URLs of posters, served by the `/images/{size}/{path}` route.
///
/// A film with a poster path gets `/images/w185/abc.jpg`; one without gets a generated poster,
/// `/images/w185/movie/42.svg`, so a row never shows a broken image.
public struct PosterLinks: Sendable, Hashable {
    /// The poster widths TMDB serves.
    public enum Size: String, Sendable, CaseIterable {
        /// The fixed widths in pixels, and the image as uploaded.
        case w92, w154, w185, w342, w500, w780, original
    }

    private let routePrefix: String

    /// Builds links under `routePrefix`, the path where the image route is mounted.
    public init(routePrefix: String = "/images") {
        self.routePrefix = routePrefix
    }

    /// The URL of `movie`'s poster at `size`.
    public func poster(for movie: Movie, size: Size) -> String {
        if let path = movie.posterPath, Self.isImagePath(path) {
            return "\(routePrefix)/\(size.rawValue)\(path)"
        }
        return "\(routePrefix)/\(size.rawValue)/movie/\(movie.id).svg"
    }

    /// The URL of `movie`'s backdrop, the wide image of a details banner: a generated one,
    /// `/images/w780/backdrop/42.svg`, when the film has none.
    public func backdrop(for movie: Movie, size: Size) -> String {
        if let path = movie.backdropPath, Self.isImagePath(path) {
            return "\(routePrefix)/\(size.rawValue)\(path)"
        }
        return "\(routePrefix)/\(size.rawValue)/backdrop/\(movie.id).svg"
    }

    /// Whether `path` has TMDB's shape, `/name.ext`: one segment, no traversal.
    public static func isImagePath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count > 1, path.count < 200 else { return false }
        let name = path.dropFirst()
        return !name.contains("/") && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }
}
