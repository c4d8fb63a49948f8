#if DEBUG
import Foundation
import MarqueeCore
@testable import MarqueeTMDB

/// A TMDB body in each format Marquee asks for, decoded as every answer it reads: a list
/// (search, popular, top rated, discover), one film's details, a film's whole page with its
/// appends, a person with their films, and the error body of a refused call.
/// The pages and films it gives are then shown on the screens.
enum TMDBFuzz {
    static let json = target(.json, name: "tmdb-json")
    static let xml = target(.xml, name: "tmdb-xml")

    private static func target(_ format: TMDBResponseFormat, name: String) -> FuzzTarget {
        FuzzTarget(name: name, maxLength: 65_536, summary: "TMDB \(format.rawValue) bodies: lists, details, errors") { data in
            if let list = try? format.decode(TMDBMovieListResponse.self, from: data) {
                let page = list.moviePage
                expect((0...SearchMovies.lastPage).contains(page.totalPages), "\(page.totalPages) pages")
                expect((0...TMDBMovieListResponse.resultLimit).contains(page.totalResults), "\(page.totalResults) results")
                expect(Set(page.movies.map(\.id)).count == page.movies.count, "a film twice on a page")
                Presenting.present(page)
            }
            if let movie = (try? format.decode(TMDBMovieResult.self, from: data))?.movie {
                Presenting.present([movie])
            }
            if let profile = (try? format.decode(TMDBMovieDetailsResponse.self, from: data))?.profile {
                expect(profile.cast.count <= MovieProfile.castLimit, "\(profile.cast.count) cast members")
                expect(!profile.recommendations.contains { $0.id == profile.movie.id }, "a film recommends itself")
                Presenting.present(profile)
            }
            if let person = (try? format.decode(TMDBPersonResponse.self, from: data))?.person {
                Presenting.present(person)
            }
            for status in [400, 401, 404, 422, 429, 503] {
                let response = HTTPResponse(status: status, headers: ["retry-after": "2"], body: data)
                _ = SearchPresenter(localizer: .english).alert(for: TMDBErrorMapping.error(for: response, format: format))
            }
        }
    }
}
#endif
