import Foundation
import MarqueeCore

/// The body of `/search/movie`, `/movie/popular` and `/movie/top_rated`.
struct TMDBMovieListResponse: Decodable {
    let page: Int
    let totalPages: Int?
    let totalResults: Int?
    let results: [TMDBMovieResult]?

    /// The page as Marquee shows it: films repeated within the page dropped, TMDB's 500-page
    /// cap applied to the page count, and counts brought into range (a body claiming fewer
    /// than none, or more than a billion, is not believed).
    /// The most results a list is believed to have (TMDB counts far fewer even for its
    /// longest lists): enough never to overflow what is worked out from it.
    static let resultLimit = 1_000_000_000

    var moviePage: MoviePage {
        var seen = Set<Int>()
        let movies = (results ?? []).compactMap(\.movie).filter { seen.insert($0.id).inserted }
        return MoviePage(
            page: page,
            totalPages: min(max(totalPages ?? 0, 0), SearchMovies.lastPage),
            totalResults: min(max(totalResults ?? movies.count, 0), Self.resultLimit),
            movies: movies
        )
    }
}

/// One film in a TMDB list, or the body of `/movie/{id}` (which has `genres` objects instead of
/// `genre_ids`). Every field but the id may be missing or null in real answers.
struct TMDBMovieResult: Decodable {
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
    let genreIds: [Int]?
    let genres: [Genre]?
    let adult: Bool?
    let originalLanguage: String?

    /// The domain film; nil for a result without any title to show.
    var movie: Movie? {
        guard let title = [title, originalTitle].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        return Movie(
            id: id,
            title: title,
            originalTitle: originalTitle,
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap(ReleaseDate.init),
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            backdropPath: backdropPath.flatMap { $0.isEmpty ? nil : $0 },
            popularity: popularity ?? 0,
            voteAverage: voteAverage ?? 0,
            voteCount: voteCount ?? 0,
            genreIDs: genreIds ?? genres?.map(\.id) ?? [],
            isAdult: adult ?? false,
            originalLanguage: originalLanguage ?? ""
        )
    }
}
