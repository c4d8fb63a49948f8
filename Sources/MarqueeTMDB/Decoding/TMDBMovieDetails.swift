import Foundation
import MarqueeCore

/// The body of `/movie/{id}`: a list result's fields, with genres as objects.
struct TMDBMovieDetails: Decodable {
    struct Genre: Decodable {
        let id: Int
    }

    let id: Int
    let title: String?
    let originalTitle: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double?
    let voteAverage: Double?
    let voteCount: Int?
    let genres: [Genre]?
    let adult: Bool?
    let originalLanguage: String?

    var movie: Movie? {
        TMDBMovieResult(
            id: id, title: title, originalTitle: originalTitle, overview: overview, releaseDate: releaseDate,
            posterPath: posterPath, backdropPath: backdropPath, popularity: popularity, voteAverage: voteAverage,
            voteCount: voteCount, genreIds: genres?.map(\.id), adult: adult, originalLanguage: originalLanguage
        ).movie
    }
}
