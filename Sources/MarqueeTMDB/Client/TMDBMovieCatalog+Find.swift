import Foundation
import MarqueeCore

extension TMDBMovieCatalog: FilmFinding {
    /// TMDB's film of an IMDb id (`/find/{id}?external_source=imdb_id`); nil when TMDB has none
    /// (its answer then lists no film, or it answers 404).
    public func movie(imdbID id: IMDbID) async throws -> Movie? {
        do {
            let found: TMDBFindResponse = try await get("find/\(id.rawValue)", parameters: ["external_source": "imdb_id"])
            return found.movieResults?.lazy.compactMap(\.movie).first
        } catch CatalogError.notFound {
            return nil
        }
    }
}

/// The body of `/find/{external_id}`: the films (and people, series…) of that id; only films are read.
struct TMDBFindResponse: Decodable {
    let movieResults: [TMDBMovieResult]?
}
