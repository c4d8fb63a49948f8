import Foundation

/// What the details screen of one film shows.
public struct MovieDetailsViewState: Sendable, Hashable {
    public let id: Int
    public let title: String
    /// The original title, only when it differs from the title.
    public let originalTitle: String?
    public let releaseDate: String
    public let releaseDateISO: String?
    public let overview: String
    public let posterURL: String
    public let posterAlt: String
    public let backdropURL: String
    public let favorite: FavoriteButtonViewState
    /// Where "Back to films" leads.
    public let backURL: String
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
        self.backURL = Self.isLocalPath(backURL) ? backURL! : "/"
        offlineBanner = savedAt.map(OfflineBannerViewState.init)
    }

    /// A path on this site: starts with one "/", and holds no backslash, space or control
    /// character that a browser would drop or turn into "/" (so "/\t/evil.example" is refused).
    public static func isLocalPath(_ url: String?) -> Bool {
        guard let url, url.hasPrefix("/"), !url.hasPrefix("//"), url.count < 500 else { return false }
        return url.unicodeScalars.allSatisfy { scalar in
            scalar != "\\" && !CharacterSet.whitespacesAndNewlines.contains(scalar) && !CharacterSet.controlCharacters.contains(scalar)
        }
    }
}
