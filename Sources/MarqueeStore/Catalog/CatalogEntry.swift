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

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
