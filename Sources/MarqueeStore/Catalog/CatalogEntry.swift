import Foundation
import MarqueeCore

/// One line of a catalog file: a TMDB v3 movie result plus an optional `critic_score`.
struct CatalogEntry: Decodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double?
    let voteAverage: Double?
    let voteCount: Int?
    let genreIds: [Int]?
    let adult: Bool?
    let originalLanguage: String?
    let criticScore: Int?

    /// The file's snake_case keys, spelled out: the decoder's `convertFromSnakeCase` rewrote
    /// every key of every line and was a tenth of an import's time.
    enum CodingKeys: String, CodingKey {
        case id, title, overview, popularity, adult
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIds = "genre_ids"
        case originalLanguage = "original_language"
        case criticScore = "critic_score"
    }

    var movie: Movie {
        Movie(
            id: id,
            title: title,
            originalTitle: originalTitle,
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap(ReleaseDate.init),
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity ?? 0,
            voteAverage: voteAverage ?? 0,
            voteCount: voteCount ?? 0,
            genreIDs: genreIds ?? [],
            isAdult: adult ?? false,
            originalLanguage: originalLanguage ?? "en",
            criticScore: criticScore.map { min(max($0, 0), 100) }
        )
    }

    static let decoder = JSONDecoder()
}
