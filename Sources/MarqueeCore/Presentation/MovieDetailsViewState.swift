import Foundation

/// What the details screen of one film shows.
public struct MovieDetailsViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let id: Int
    /// The heading of the screen.
    public let title: String
    /// The original title, only when it differs from the title.
    public let originalTitle: String?
    /// The release date in words, or a placeholder when unknown.
    public let releaseDate: String
    /// The release date as `YYYY-MM-DD` for the `<time>` element; nil when unknown.
    public let releaseDateISO: String?
    /// The plot summary, or a sentence saying there is none yet.
    public let overview: String
    /// The poster beside the text.
    public let poster: Artwork
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The wide banner at the top of the screen.
    public let backdrop: Artwork
    /// The heart button for this film.
    public let favorite: FavoriteButtonViewState
    /// The notice that the details are a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?

    /// Builds the screen for what ``MovieDetails`` found.
    public init(_ outcome: MovieDetailsOutcome) {
        let movie = outcome.movie
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title || movie.originalTitle.isEmpty ? nil : movie.originalTitle
        releaseDate = ReleaseDateText.long(movie.releaseDate)
        releaseDateISO = movie.releaseDate?.description
        overview = movie.overview.isEmpty ? "No overview is available for this film yet." : movie.overview
        poster = .poster(of: movie)
        posterAlt = "Poster of \(movie.title)"
        backdrop = .backdrop(of: movie)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: outcome.isFavorite)
        offlineBanner = outcome.savedAt.map(OfflineBannerViewState.init)
    }
}
