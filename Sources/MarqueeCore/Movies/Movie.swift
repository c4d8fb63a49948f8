import Foundation

/// A film as Marquee knows it, whichever catalog it came from.
///
/// ```swift
/// let movie = Movie(id: 272, title: "Batman Begins", releaseDate: ReleaseDate("2005-06-10"))
/// ```
public struct Movie: Sendable, Hashable, Identifiable, Codable {
    /// The film's TMDB id, stable across catalogs.
    public let id: Int
    /// The title in the catalog's language, as lists show it.
    public let title: String
    /// The title the film was released under.
    public let originalTitle: String
    /// A short plot summary; empty when the catalog has none.
    public let overview: String
    /// When the film first came out; nil when not known yet.
    public let releaseDate: ReleaseDate?
    /// TMDB's path of the poster image, such as `/abc.jpg`; nil when the film has none.
    public let posterPath: String?
    /// TMDB's path of the wide backdrop image; nil when the film has none.
    public let backdropPath: String?
    /// TMDB's popularity score, which orders the popular list.
    public let popularity: Double
    /// The mean of TMDB users' ratings, from 0 to 10.
    public let voteAverage: Double
    /// How many TMDB users rated the film.
    public let voteCount: Int
    /// TMDB's ids of the film's genres.
    public let genreIDs: [Int]
    /// Whether TMDB marks the film as adult content.
    public let isAdult: Bool
    /// The ISO 639-1 code of the language the film was made in, such as "en".
    public let originalLanguage: String
    /// A critics' score from 0 to 100, when one is known.
    public let criticScore: Int?

    /// Creates a movie; only the identifier and title are required.
    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        overview: String = "",
        releaseDate: ReleaseDate? = nil,
        posterPath: String? = nil,
        backdropPath: String? = nil,
        popularity: Double = 0,
        voteAverage: Double = 0,
        voteCount: Int = 0,
        genreIDs: [Int] = [],
        isAdult: Bool = false,
        originalLanguage: String = "en",
        criticScore: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle ?? title
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.genreIDs = genreIDs
        self.isAdult = isAdult
        self.originalLanguage = originalLanguage
        self.criticScore = criticScore
    }
}
