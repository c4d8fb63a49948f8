import Foundation
import MarqueeCore
import Testing

@Suite struct DiscoverPresenterTests {
    let tdk = Movie(id: 155, title: "The Dark Knight", overview: "Gotham.", releaseDate: ReleaseDate("2008-07-16"),
                    voteAverage: 8.52, voteCount: 32_145, criticScore: 84)

    @Test func theSelectedSegmentIsMarkedAndEachLinksToItsTab() {
        let state = DiscoverPresenter(isLive: false).topRatedByCritics([tdk], favorites: [])
        #expect(state.segments.map(\.href) == ["/?tab=popular", "/?tab=users", "/?tab=critics"])
        #expect(state.segments.map(\.isSelected) == [false, false, true])
        #expect(state.segments.map(\.title) == ["Popular", "Top rated by users", "Top rated by critics"])
    }

    @Test func heartsShowTheSameStateOnBothLists() {
        let presenter = DiscoverPresenter(isLive: false)
        let users = presenter.topRatedByUsers(Cached([tdk]), favorites: [155])
        let critics = presenter.topRatedByCritics([tdk], favorites: [155])
        #expect(users.rows.first?.favorite.isPressed == true)
        #expect(critics.rows.first?.favorite.isPressed == true)
        #expect(users.rows.first?.favorite.label == "Favorite The Dark Knight")
        #expect(users.rows.first?.favorite.nextValue == "false")
    }

    @Test func ratingsLinesNameVotesAndCriticScores() {
        let presenter = DiscoverPresenter(isLive: false)
        #expect(presenter.topRatedByUsers(Cached([tdk]), favorites: []).rows.first?.rating == "★ 8.5 · 32,145 votes")
        #expect(presenter.topRatedByCritics([tdk], favorites: []).rows.first?.rating == "Critics 84/100")
        #expect(presenter.topRatedByCritics([tdk], favorites: []).rows.first?.rank == 1)
    }

    @Test func liveModeSaysCriticsComeFromTheCatalog() {
        #expect(DiscoverPresenter(isLive: true).topRatedByCritics([], favorites: []).sourceNote?.contains("not TMDB") == true)
    }

    @Test func popularPagesLinkToTheNextPageAndItsFragment() {
        let page = MoviePage(page: 1, totalPages: 3, totalResults: 60, movies: [tdk])
        let state = DiscoverPresenter(isLive: false).popular(Cached(page), favorites: [])
        #expect(state.nextPageURL == "/?tab=popular&page=2")
        #expect(state.nextFragmentURL == "/discover/popular?page=2")
        #expect(state.cards.first?.posterURL == "/images/w342/movie/155.svg")
    }

    @Test func savedCopyShowsTheOfflineBanner() throws {
        let page = MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [tdk])
        let state = DiscoverPresenter(isLive: true).popular(Cached(page, savedAt: Date(timeIntervalSince1970: 0)), favorites: [])
        let banner = try #require(state.offlineBanner)
        #expect(banner.prefix == "Offline: showing results saved at")
        #expect(banner.timeText == "00:00 UTC on January 1, 1970")
        #expect(state.isEndOfResults)
    }

    @Test func offlineWithNothingSavedSaysSo() {
        let state = DiscoverPresenter(isLive: true).failure(.popular, error: CatalogError.offline)
        #expect(state.inlineMessage?.hasPrefix("You're offline") == true)
        #expect(state.cards.isEmpty)
    }

    @Test func detailsShowTheOriginalTitleOnlyWhenItDiffers() {
        let amelie = Movie(id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain")
        #expect(MovieDetailsViewState(movie: amelie, isFavorite: false, backURL: nil, savedAt: nil).originalTitle == amelie.originalTitle)
        #expect(MovieDetailsViewState(movie: tdk, isFavorite: false, backURL: nil, savedAt: nil).originalTitle == nil)
    }

    @Test(arguments: [
        ("/?tab=users", "/?tab=users"), ("//evil.example/x", "/"), ("https://evil.example", "/"), (nil, "/"),
        ("/\t/evil.example", "/"), ("/\\evil.example", "/"), ("/ /evil.example", "/"),
    ])
    func backLinkStaysOnThisSite(from: String?, expected: String) {
        #expect(MovieDetailsViewState(movie: tdk, isFavorite: false, backURL: from, savedAt: nil).backURL == expected)
    }
}
