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
    /// The film's details page.
    public let detailsURL: String
    public let favorite: FavoriteButtonViewState
    /// The place in a ranked list, from 1.
    public let rank: Int?
    /// A short rating line for ranked lists: "★ 8.5 · 32,000 votes" or "Critics 94/100".
    public let rating: String?

    public init(movie: Movie, links: PosterLinks, isFavorite: Bool, rank: Int? = nil, rating: String? = nil) {
        id = movie.id
        title = movie.title
        releaseDate = ReleaseDateText.long(movie.releaseDate)
        releaseDateISO = movie.releaseDate?.description
        overview = movie.overview.isEmpty ? "No overview is available for this film yet." : movie.overview
        posterURL = links.poster(for: movie, size: .w185)
        posterAlt = "Poster of \(movie.title)"
        posterWidth = 92
        posterHeight = 138
        detailsURL = "/movies/\(movie.id)"
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: isFavorite)
        self.rank = rank
        self.rating = rating
    }
}
