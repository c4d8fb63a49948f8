import Foundation
import MarqueeCore
import Testing

@Suite struct DiscoverPresenterTests {
    let tdk = Movie(id: 155, title: "The Dark Knight", overview: "Gotham.", releaseDate: ReleaseDate("2008-07-16"),
                    voteAverage: 8.52, voteCount: 32_145, criticScore: 84)

    func screen(_ list: DiscoverList, favorites: Set<Int> = [], isLive: Bool = false, localizer: Localizer = .english) -> DiscoverViewState {
        let tab: DiscoverTab = switch list {
        case .popular: .popular
        case .users: .users
        case .critics: .critics
        }
        return DiscoverPresenter(isLive: isLive).screen(DiscoverScreen(tab: tab, result: .success(list), favoriteIDs: favorites), localizer: localizer)
    }

    @Test func theSelectedSegmentIsMarkedAndEachNamesItsTab() {
        let state = screen(.critics([tdk]))
        #expect(state.segments.map(\.tab) == [.popular, .users, .critics])
        #expect(state.segments.map(\.isSelected) == [false, false, true])
        #expect(state.segments.map(\.title) == ["Popular", "Top rated by users", "Top rated by critics"])
    }

    @Test func heartsShowTheSameStateOnBothLists() {
        let users = screen(.users([tdk], savedAt: nil), favorites: [155])
        let critics = screen(.critics([tdk]), favorites: [155])
        #expect(users.rows.first?.favorite.isPressed == true)
        #expect(critics.rows.first?.favorite.isPressed == true)
        #expect(users.rows.first?.favorite.label == "Favorite The Dark Knight")
    }

    @Test func ratingsLinesNameVotesAndCriticScores() {
        #expect(screen(.users([tdk], savedAt: nil)).rows.first?.rating == "★ 8.5 · 32,145 votes")
        #expect(screen(.critics([tdk])).rows.first?.rating == "Critics 84/100")
        #expect(screen(.critics([tdk])).rows.first?.rank == 1)
    }

    @Test func inMalayTheTabsRatingsAndCardsAreMalayAndNumbersWrittenAsMalayWritesThem() {
        let users = screen(.users([tdk], savedAt: nil), localizer: .malay)
        #expect(users.segments.map(\.title) == ["Paling popular", "Penilaian tertinggi pengguna", "Penilaian tertinggi pengkritik"])
        #expect(users.title == "Penilaian tertinggi pengguna")
        #expect(users.rows.first?.rating == "★ 8.5 · 32,145 undian")
        #expect(users.rows.first?.releaseDate == "16 Julai 2008")
        #expect(users.rows.first?.favorite.label == "Kegemaran: The Dark Knight")
        #expect(screen(.critics([tdk]), localizer: .malay).rows.first?.rating == "Pengkritik 84/100")
        let popular = screen(.popular(MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [tdk]), savedAt: nil), localizer: .malay)
        #expect(popular.cards.first?.posterAlt == "Poster The Dark Knight")
        let offline = DiscoverPresenter(isLive: true).screen(DiscoverScreen(tab: .users, result: .failure(CatalogError.offline), favoriteIDs: []), localizer: .malay)
        #expect(offline.inlineMessage?.hasPrefix("Anda di luar talian") == true)
    }

    @Test func liveModeSaysCriticsComeFromTheCatalog() {
        #expect(screen(.critics([]), isLive: true).sourceNote?.contains("not TMDB") == true)
        #expect(screen(.critics([]), isLive: false).sourceNote == "Critics' scores from the built-in catalog.")
    }

    @Test func popularPagesNameTheNextPageAndDrawAPosterForAFilmWithout() {
        let page = MoviePage(page: 1, totalPages: 3, totalResults: 60, movies: [tdk])
        let state = screen(.popular(page, savedAt: nil))
        #expect(state.nextPage == 2)
        #expect(!state.isEndOfResults)
        #expect(state.cards.first?.poster == .generatedPoster(movieID: 155))
    }

    @Test func aPopularPagePastTheEndSaysSoInsteadOfTheEnd() {
        let state = screen(.popular(MoviePage(page: 40, totalPages: 3, totalResults: 60, movies: []), savedAt: nil))
        #expect(state.isPastTheEnd)
        #expect(!state.isEndOfResults && state.nextPage == nil && state.cards.isEmpty)
        #expect(!screen(.popular(MoviePage(page: 3, totalPages: 3, totalResults: 60, movies: [tdk]), savedAt: nil)).isPastTheEnd)
    }

    @Test func savedCopyShowsTheOfflineBanner() throws {
        let page = MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [tdk])
        let state = screen(.popular(page, savedAt: Date(timeIntervalSince1970: 0)), isLive: true)
        let banner = try #require(state.offlineBanner)
        #expect(banner.prefix == "Offline: showing results saved at")
        #expect(banner.timeText == "00:00 UTC on January 1, 1970")
        #expect(state.isEndOfResults)
        #expect(state.nextPage == nil)
    }

    @Test func offlineWithNothingSavedSaysSo() {
        let failure = DiscoverScreen(tab: .popular, result: .failure(CatalogError.offline), favoriteIDs: [])
        let state = DiscoverPresenter(isLive: true).screen(failure, localizer: .english)
        #expect(state.inlineMessage?.hasPrefix("You're offline") == true)
        #expect(state.cards.isEmpty)
        #expect(state.tab == .popular)
    }

    @Test func detailsShowTheOriginalTitleOnlyWhenItDiffers() {
        let amelie = Movie(id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain")
        #expect(MovieDetailsViewState(MovieDetailsOutcome(profile: MovieProfile(movie: amelie), favoriteIDs: [], savedAt: nil), localizer: .english).originalTitle == amelie.originalTitle)
        #expect(MovieDetailsViewState(MovieDetailsOutcome(profile: MovieProfile(movie: tdk), favoriteIDs: [], savedAt: nil), localizer: .english).originalTitle == nil)
    }

    @Test func artworkWithAnUntrustedPathIsDrawnInstead() {
        let odd = Movie(id: 7, title: "Odd", posterPath: "/../etc/passwd", backdropPath: "/wide.jpg")
        #expect(Artwork.poster(of: odd) == .generatedPoster(movieID: 7))
        #expect(Artwork.backdrop(of: odd) == .image(path: "/wide.jpg"))
    }
}
