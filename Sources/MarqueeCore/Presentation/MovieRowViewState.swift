import Foundation

/// What one film row shows, in search results, ranked lists and favorites.
public struct MovieRowViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let id: Int
    /// The film's title, the row's heading.
    public let title: String
    /// The release date in words, or a placeholder when unknown.
    public let releaseDate: String
    /// The date as `YYYY-MM-DD`, for a machine-readable `<time>`.
    public let releaseDateISO: String?
    /// The plot summary, or a sentence saying there is none yet.
    public let overview: String
    /// The row's poster.
    public let poster: Artwork
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The heart button on the row.
    public let favorite: FavoriteButtonViewState
    /// The place in a ranked list, from 1.
    public let rank: Int?
    /// A short rating line for ranked lists: "★ 8.5 · 32,000 votes" or "Critics 94/100".
    public let rating: String?
    /// The owner's marks: watched, on the watchlist, their rating.
    public let marks: FilmMarks

    /// Builds the row for `movie`; ranked lists also pass its `rank` and `rating` line, and
    /// every list the owner's `marks` and the `localizer` of its words.
    public init(
        movie: Movie, isFavorite: Bool, rank: Int? = nil, rating: String? = nil, marks: FilmMarks = .none, localizer: Localizer = .english
    ) {
        self.marks = marks
        id = movie.id
        title = movie.title
        releaseDate = MovieSummaryText.dateLine(of: movie, in: localizer)
        // A film not matched yet knows its year alone (kept as its 1 January).
        releaseDateISO = movie.isMatched ? movie.releaseDate?.description : nil
        overview = MovieSummaryText.overview(of: movie, in: localizer)
        poster = .poster(of: movie)
        posterAlt = localizer(FilmCardText.posterAlt, movie.title)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: isFavorite, localizer: localizer)
        self.rank = rank
        self.rating = rating
    }
}
