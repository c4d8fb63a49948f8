import Foundation
import MarqueeCore
import Testing

/// A film's page in each language: the same facts, each written as its language writes them.
@Suite struct MovieDetailsViewStateTests {
    let outcome: MovieDetailsOutcome

    init() {
        let film = Movie(
            id: 155, title: "The Dark Knight", originalTitle: "Le Chevalier noir", releaseDate: ReleaseDate("2008-03-16"),
            voteAverage: 8.5, voteCount: 32_000, originalLanguage: "fr"
        )
        let netflix = WatchProvider(id: 8, name: "Netflix", logoPath: nil)
        let profile = MovieProfile(
            movie: film, runtime: 152, directors: [PersonReference(id: 525, name: "Christopher Nolan")],
            watchProviders: [
                "US": RegionWatchProviders(stream: [netflix], rent: [netflix], buy: [], link: nil),
                "MY": RegionWatchProviders(stream: [netflix], rent: [], buy: [], link: nil),
            ]
        )
        outcome = MovieDetailsOutcome(profile: profile, criticScore: 94, favoriteIDs: [], savedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func englishIsWrittenAsItAlwaysWas() throws {
        let state = MovieDetailsViewState(outcome, localizer: .english)
        #expect(state.releaseDate == "March 16, 2008")
        #expect(state.runtime == "2h 32m")
        #expect(state.userRating == "★ 8.5 · 32,000 votes")
        #expect(state.criticScore == "Critics 94/100")
        #expect(state.posterAlt == "Poster of The Dark Knight")
        #expect(state.originalLanguage == "French")
        #expect(state.directors.map(\.role) == ["Director"])
        let watch = try #require(state.watch)
        #expect(watch.regionName == "United States")
        #expect(watch.offers.map(\.kind) == ["Stream", "Rent"])
        #expect(watch.regions.map(\.name) == ["Malaysia", "United States"])
        let banner = try #require(state.offlineBanner)
        #expect(banner.prefix == "Offline: showing results saved at")
        #expect(banner.timeText == "00:00 UTC on January 1, 1970")
        #expect(banner.suffix == ". Marquee will show fresh films as soon as the connection is back.")
    }

    @Test func malayHasItsOwnWordsDateAndUnits() throws {
        let state = MovieDetailsViewState(outcome, localizer: .malay)
        #expect(state.releaseDate == "16 Mac 2008")
        #expect(state.runtime == "2 j 32 min")
        #expect(state.userRating == "★ 8.5 · 32,000 undian")
        #expect(state.criticScore == "Pengkritik 94/100")
        #expect(state.posterAlt == "Poster The Dark Knight")
        #expect(state.originalLanguage == "Perancis")
        #expect(state.directors.map(\.role) == ["Pengarah"])
        #expect(state.title == "The Dark Knight", "a film's title is its own")
        let watch = try #require(state.watch)
        #expect(watch.regionName == "Amerika Syarikat")
        #expect(watch.offers.map(\.kind) == ["Strim", "Sewa"])
        #expect(watch.regions.map(\.name) == ["Amerika Syarikat", "Malaysia"], "sorted by the names the reader sees")
        let banner = try #require(state.offlineBanner)
        #expect(banner.prefix == "Luar talian: memaparkan hasil yang disimpan pada")
        #expect(banner.timeText == "00:00 UTC, 1 Januari 1970")
        #expect(banner.suffix.hasPrefix(". Marquee akan memaparkan"))
    }

    @Test func aRegionWithoutOffersSaysSoInTheReadersLanguage() throws {
        let kenya = try #require(WatchRegion("KE"))
        #expect(MovieDetailsViewState(outcome, region: kenya, localizer: .english).watch?.emptyMessage
            == "No streaming, rental or purchase offers are known for Kenya.")
        #expect(MovieDetailsViewState(outcome, region: kenya, localizer: .malay).watch?.emptyMessage
            == "Tiada tawaran strim, sewa atau beli yang diketahui untuk Kenya.")
    }

    @Test(arguments: [(152, "2h 32m", "2 j 32 min"), (60, "1h", "1 j"), (45, "45m", "45 min"), (125, "2h 5m", "2 j 5 min")])
    func runtimesInBothLanguages(minutes: Int, english: String, malay: String) {
        #expect(MovieDetailsViewState.runtimeText(minutes, in: .english) == english)
        #expect(MovieDetailsViewState.runtimeText(minutes, in: .malay) == malay)
    }

    @Test func oneVoteIsSingularInEnglishAndRatingsRoundAsTheyDid() {
        let film = Movie(id: 1, title: "Alone", voteAverage: 7.35, voteCount: 1)
        let outcome = MovieDetailsOutcome(profile: MovieProfile(movie: film), favoriteIDs: [], savedAt: nil)
        // 7.35 is 7.3499… in binary, which `%.1f` always wrote "7.3".
        #expect(MovieDetailsViewState(outcome, localizer: .english).userRating == "★ 7.3 · 1 vote")
        #expect(MovieDetailsViewState(outcome, localizer: .malay).userRating == "★ 7.3 · 1 undian")
        let changed = (0...10_000).map { Double($0) / 1000 }.filter { MovieDetailsViewState.rating($0, in: .english) != String(format: "%.1f", $0) }
        #expect(changed.isEmpty)
    }
}
