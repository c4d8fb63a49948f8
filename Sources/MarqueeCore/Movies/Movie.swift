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
    /// False for a film known only from TMDB's daily list of every film (its title and
    /// popularity): its date, overview, pictures and ratings are not loaded yet.
    public let hasDetails: Bool

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
        criticScore: Int? = nil,
        hasDetails: Bool = true
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
        self.hasDetails = hasDetails
    }
}

extension Movie {
    /// A film known only by the line TMDB's daily export gives it: its id, original title and
    /// popularity.
    public static func listed(id: Int, originalTitle: String, popularity: Double) -> Movie {
        Movie(id: id, title: originalTitle, popularity: popularity, originalLanguage: "", hasDetails: false)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, originalTitle, overview, releaseDate, posterPath, backdropPath, popularity, voteAverage, voteCount
        case genreIDs, isAdult, originalLanguage, criticScore, hasDetails
    }

    /// Reads a film; copies saved before `hasDetails` existed had their details.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            originalTitle: try container.decode(String.self, forKey: .originalTitle),
            overview: try container.decode(String.self, forKey: .overview),
            releaseDate: try container.decodeIfPresent(ReleaseDate.self, forKey: .releaseDate),
            posterPath: try container.decodeIfPresent(String.self, forKey: .posterPath),
            backdropPath: try container.decodeIfPresent(String.self, forKey: .backdropPath),
            popularity: try container.decode(Double.self, forKey: .popularity),
            voteAverage: try container.decode(Double.self, forKey: .voteAverage),
            voteCount: try container.decode(Int.self, forKey: .voteCount),
            genreIDs: try container.decode([Int].self, forKey: .genreIDs),
            isAdult: try container.decode(Bool.self, forKey: .isAdult),
            originalLanguage: try container.decode(String.self, forKey: .originalLanguage),
            criticScore: try container.decodeIfPresent(Int.self, forKey: .criticScore),
            hasDetails: try container.decodeIfPresent(Bool.self, forKey: .hasDetails) ?? true
        )
    }
}
