import Foundation

/// What one search result row shows.
public struct MovieRowViewState: Sendable, Hashable {
    public let id: Int
    public let title: String
    public let releaseDate: String
    /// The date as `YYYY-MM-DD`, for a machine-readable `<time>`.
    public let releaseDateISO: String?
    public let overview: String
    public let posterURL: String
    public let posterAlt: String
    public let posterWidth: Int
    public let posterHeight: Int

    public init(movie: Movie, links: PosterLinks) {
        id = movie.id
        title = movie.title
        releaseDate = ReleaseDateText.long(movie.releaseDate)
        releaseDateISO = movie.releaseDate?.description
        overview = movie.overview.isEmpty ? "No overview is available for this film yet." : movie.overview
        posterURL = links.poster(for: movie, size: .w185)
        posterAlt = "Poster of \(movie.title)"
        posterWidth = 92
        posterHeight = 138
    }
}
