#if DEBUG
import Foundation
import MarqueeCore
@testable import MarqueeWeb

/// Shows decoded films on every screen that lists them, the way the presenters do for the
/// web pages, and checks that their pictures' addresses are safe to write into a page.
enum Presenting {
    static func present(_ movies: [Movie]) {
        present(MoviePage(page: 1, totalPages: 1, totalResults: movies.count, movies: movies))
    }

    static func present(_ page: MoviePage) {
        let ids = Set(page.movies.prefix(3).map(\.id))
        if let query = try? SearchQuery("fuzz") {
            _ = SearchPresenter().results(for: SearchOutcome(query: query, page: page, savedAt: Date(), favoriteIDs: ids))
        }
        let discover = DiscoverPresenter(isLive: true)
        _ = discover.screen(DiscoverScreen(tab: .popular, result: .success(.popular(page, savedAt: nil)), favoriteIDs: ids))
        _ = discover.screen(DiscoverScreen(tab: .users, result: .success(.users(page.movies, savedAt: nil)), favoriteIDs: ids))
        _ = discover.screen(DiscoverScreen(tab: .critics, result: .success(.critics(page.movies)), favoriteIDs: ids))
        for movie in page.movies {
            _ = MovieDetailsViewState(MovieDetailsOutcome(profile: MovieProfile(movie: movie), favoriteIDs: ids, savedAt: nil))
            for artwork in [Artwork.poster(of: movie), Artwork.backdrop(of: movie)] {
                let url = Route.image(.w185, artwork).url
                expect(isSafeAddress(url), "film \(movie.id) has the unsafe picture address \(String(reflecting: url))")
            }
            if movie.id > 0 {
                let url = Route.movie(id: movie.id).url
                expect(Route(returnPath: url) == .movie(id: movie.id), "\(url) does not read back")
            }
        }
    }
}
#endif
