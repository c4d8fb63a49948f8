import Foundation

/// The widths TMDB serves a poster or backdrop at, and the image as uploaded.
public enum ImageSize: String, Sendable, CaseIterable, Codable {
    /// A fixed width, named as TMDB names it.
    case w92, w154, w185, w342, w500, w780
    /// The image as uploaded.
    case original
}
