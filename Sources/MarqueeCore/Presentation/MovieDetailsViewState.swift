import Foundation

/// What the details screen of one film shows.
public struct MovieDetailsViewState: Sendable, Hashable {
    /// The film's TMDB id, which the heart form and links use.
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
    /// The address of the poster beside the text.
    public let posterURL: String
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The address of the wide banner image at the top of the screen.
    public let backdropURL: String
    /// The heart button for this film.
    public let favorite: FavoriteButtonViewState
    /// Where "Back to films" leads.
    public let backURL: String
    /// The notice that the details are a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?

    /// - Parameter backURL: the list the user came from; only a path of this site is kept.
    public init(movie: Movie, links: PosterLinks = PosterLinks(), isFavorite: Bool, backURL: String?, savedAt: Date?) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title || movie.originalTitle.isEmpty ? nil : movie.originalTitle
        releaseDate = ReleaseDateText.long(movie.releaseDate)
        releaseDateISO = movie.releaseDate?.description
        overview = movie.overview.isEmpty ? "No overview is available for this film yet." : movie.overview
        posterURL = links.poster(for: movie, size: .w342)
        posterAlt = "Poster of \(movie.title)"
        backdropURL = links.backdrop(for: movie, size: .w780)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: isFavorite)
        self.backURL = LocalPath.isSafe(backURL) ? backURL! : "/"
        offlineBanner = savedAt.map(OfflineBannerViewState.init)
    }
}
