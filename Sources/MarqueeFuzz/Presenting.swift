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

    /// A film's whole page in a few regions: every link it writes to another site is one of the
    /// two Marquee allows, and every picture's address is safe.
    static func present(_ profile: MovieProfile) {
        let outcome = MovieDetailsOutcome(profile: profile, favoriteIDs: [profile.movie.id], savedAt: nil)
        for region in ["US", "GB", "KE"].compactMap({ WatchRegion($0) }) + profile.regionsWithProviders.prefix(3) {
            let state = MovieDetailsViewState(outcome, region: region, localizer: .english)
            if let link = state.watch?.link, let external = ExternalLink.watch(link), case let .tmdbWatch(address) = external {
                expect(address.hasPrefix(ExternalLink.tmdbSite), "a watch link leaves TMDB: \(address)")
            }
            let pictures = (state.cast + state.directors).compactMap(\.photo) + (state.watch?.offers.flatMap(\.providers).compactMap(\.logo) ?? [])
            for artwork in pictures {
                let url = Route.image(.w185, artwork).url
                expect(isSafeAddress(url), "an unsafe picture address \(String(reflecting: url))")
            }
        }
        present(profile.recommendations)
    }

    /// A person's page: the biography folds into whole paragraphs, and their films are shown.
    static func present(_ person: Person) {
        let state = PersonViewState(PersonOutcome(person: person, favoriteIDs: [], savedAt: nil), localizer: .english)
        // Malay writes the dates of birth and death from its own calendar words.
        _ = PersonViewState(PersonOutcome(person: person, favoriteIDs: [], savedAt: nil), localizer: .malay)
        expect(state.biography.isEmpty || !state.biography[0].isEmpty, "an empty first paragraph")
        expect(Route(returnPath: Route.person(id: max(person.id, 1)).url) == .person(id: max(person.id, 1)), "a person's address does not read back")
        present(person.castCredits.map(\.movie) + person.directed)
    }

    static func present(_ page: MoviePage) {
        let ids = Set(page.movies.prefix(3).map(\.id))
        if let query = try? SearchQuery("fuzz") {
            for localizer in [Localizer.english, .malay] {
                _ = SearchPresenter(localizer: localizer).results(for: SearchOutcome(query: query, page: page, savedAt: Date(), favoriteIDs: ids))
            }
        }
        let discover = DiscoverPresenter(isLive: true)
        for localizer in [Localizer.english, .malay] {
            _ = discover.screen(DiscoverScreen(tab: .popular, result: .success(.popular(page, savedAt: nil)), favoriteIDs: ids), localizer: localizer)
            _ = discover.screen(DiscoverScreen(tab: .users, result: .success(.users(page.movies, savedAt: nil)), favoriteIDs: ids), localizer: localizer)
            _ = discover.screen(DiscoverScreen(tab: .critics, result: .success(.critics(page.movies)), favoriteIDs: ids), localizer: localizer)
        }
        for movie in page.movies {
            _ = MovieDetailsViewState(MovieDetailsOutcome(profile: MovieProfile(movie: movie), favoriteIDs: ids, savedAt: nil), localizer: .english)
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
