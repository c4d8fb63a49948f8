import Foundation

/// A film as Marquee knows it, whichever catalog it came from.
///
/// ```swift
/// let movie = Movie(id: 272, title: "Batman Begins", releaseDate: ReleaseDate("2005-06-10"))
/// ```
public struct Movie: Sendable, Hashable, Identifiable, Codable {
    public let id: Int
    public let title: String
    public let originalTitle: String
    public let overview: String
    public let releaseDate: ReleaseDate?
    public let posterPath: String?
    public let backdropPath: String?
    public let popularity: Double
    public let voteAverage: Double
    public let voteCount: Int
    public let genreIDs: [Int]
    public let isAdult: Bool
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
