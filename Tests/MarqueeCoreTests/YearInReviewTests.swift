import Foundation
import MarqueeCore
import Testing

@Suite struct YearInReviewTests {
    // People, by TMDB id.
    let nolan = PersonReference(id: 525, name: "Christopher Nolan")
    let villeneuve = PersonReference(id: 137_427, name: "Denis Villeneuve")
    let bale = PersonReference(id: 3_894, name: "Christian Bale")
    let caine = PersonReference(id: 3_895, name: "Michael Caine")
    let ledger = PersonReference(id: 1_810, name: "Heath Ledger")
    let jackman = PersonReference(id: 6_968, name: "Hugh Jackman")
    let gyllenhaal = PersonReference(id: 131, name: "Jake Gyllenhaal")

    // Genres: 28 Action, 80 Crime, 18 Drama, 53 Thriller, 9648 Mystery, 12 Adventure; 1 is no TMDB genre.
    let batmanBegins: TrackedFilm
    let darkKnight: TrackedFilm
    let prisoners: TrackedFilm
    let enemy: TrackedFilm

    /// 5 January, Batman Begins, 4 stars.
    let january: YearViewing
    /// 12 March, The Dark Knight, 5 stars, logged at 21:00.
    let marchEvening: YearViewing
    /// 12 March, Prisoners, 4½ stars, logged at 23:00.
    let marchNight: YearViewing
    /// 4 July, Enemy (running time unknown), no rating.
    let july: YearViewing
    /// 31 December, The Dark Knight again, 5 stars.
    let december: YearViewing
    /// The 2025 viewings above, out of order, with one of 2024 and one of 2026.
    let viewings: [YearViewing]

    init() throws {
        batmanBegins = TrackedFilm(
            movie: Movie(id: 272, title: "Batman Begins", genreIDs: [28, 80, 18, 1]),
            runtime: 140, directors: [nolan], cast: [bale, caine]
        )
        darkKnight = TrackedFilm(
            movie: Movie(id: 155, title: "The Dark Knight", genreIDs: [28, 80, 18, 53]),
            runtime: 152, directors: [nolan], cast: [bale, ledger, caine]
        )
        // Drama twice: a genre counts once per viewing however often the film lists it.
        prisoners = TrackedFilm(
            movie: Movie(id: 146_233, title: "Prisoners", genreIDs: [18, 53, 80, 18]),
            runtime: 153, directors: [villeneuve], cast: [jackman, gyllenhaal]
        )
        enemy = TrackedFilm(
            movie: Movie(id: 181_886, title: "Enemy", genreIDs: [9648, 53, 12]),
            runtime: nil, directors: [villeneuve], cast: [gyllenhaal]
        )
        january = try Self.viewing(batmanBegins, on: "2025-01-05", rating: "4", ordinal: 1)
        marchEvening = try Self.viewing(darkKnight, on: "2025-03-12", rating: "5", hour: 21, ordinal: 1)
        marchNight = try Self.viewing(prisoners, on: "2025-03-12", rating: "4.5", hour: 23, ordinal: 2)
        july = try Self.viewing(enemy, on: "2025-07-04", ordinal: 1)
        december = try Self.viewing(darkKnight, on: "2025-12-31", rating: "5", ordinal: 2)
        let lastYear = try Self.viewing(prisoners, on: "2024-12-31", rating: "1", ordinal: 1)
        let nextYear = try Self.viewing(batmanBegins, on: "2026-01-01", rating: "0.5", ordinal: 2)
        viewings = [december, nextYear, marchNight, july, lastYear, january, marchEvening]
    }

    /// A viewing of `film` on `day`, logged at `hour` UTC that day.
    private static func viewing(_ film: TrackedFilm, on day: String, rating: String? = nil, hour: Int = 20, ordinal: Int) throws -> YearViewing {
        let watchedOn = try #require(WatchDate(day))
        let viewing = Viewing(
            id: ViewingID.make(), movie: film.movie, watchedOn: watchedOn, rating: rating.flatMap { StarRating($0) },
            review: nil, loggedAt: watchedOn.noonUTC.addingTimeInterval(Double(hour - 12) * 3_600), ordinal: ordinal
        )
        return YearViewing(viewing: viewing, film: film)
    }

    @Test func viewingsOfAnotherYearAreLeftOut() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.year == 2025)
        #expect(review.viewingCount == 5)
        #expect(review.first == january)
        #expect(review.last == december)
    }

    @Test func aRewatchIsAnotherViewingOfTheSameFilm() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(december.viewing.isRewatch)
        #expect(review.viewingCount == 5)
        #expect(review.filmCount == 4)
    }

    @Test func minutesAddTheKnownRunningTimesOfEveryViewing() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.minutes == 140 + 152 + 153 + 152)
        #expect(review.viewingsWithoutRuntime == 1)
    }

    @Test func hoursAreRoundedToOneDecimal() throws {
        let short = TrackedFilm(movie: Movie(id: 1, title: "Short"), runtime: 37)
        let long = TrackedFilm(movie: Movie(id: 2, title: "Long"), runtime: 100)
        let twoFilms = [try Self.viewing(short, on: "2025-05-01", ordinal: 1), try Self.viewing(long, on: "2025-05-02", ordinal: 1)]
        let review = YearInReview(year: 2025, viewings: twoFilms)
        // 137 minutes are 2.283… hours.
        #expect(review.minutes == 137)
        #expect(review.hours == 2.3)
    }

    @Test func aRunningTimeOfZeroCountsAsUnknown() throws {
        let film = TrackedFilm(movie: Movie(id: 3, title: "Unknown length"), runtime: 0)
        let viewing = try Self.viewing(film, on: "2025-05-01", ordinal: 1)
        let review = YearInReview(year: 2025, viewings: [viewing])
        #expect(film.runtime == nil)
        #expect(review.minutes == 0)
        #expect(review.viewingsWithoutRuntime == 1)
        #expect(review.longest == nil)
    }

    @Test func viewingsAreCountedByMonthJanuaryFirst() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.viewingsPerMonth == [1, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    @Test func ratingsAreCountedByHalfStarsHalfAStarFirst() {
        let review = YearInReview(year: 2025, viewings: viewings)
        // 4 stars once, 4½ once, 5 twice; the viewing without a rating is not counted.
        #expect(review.ratingCounts == [0, 0, 0, 0, 0, 0, 0, 1, 1, 2])
    }

    @Test func topGenresAreTheMostWatchedWithTiesBySmallerID() {
        let review = YearInReview(year: 2025, viewings: viewings)
        // Drama, Thriller and Crime 4 each; Action 3; then Adventure (12) before Mystery (9648),
        // and the id 1 that TMDB does not list is no genre at all.
        #expect(review.topGenres.map(\.item.id) == [18, 53, 80, 28, 12])
        #expect(review.topGenres.map(\.viewings) == [4, 4, 4, 3, 1])
        #expect(review.topGenres.first?.item.name == "Drama")
        #expect(review.topGenres.count == YearInReview.topCount)
    }

    @Test func topDirectorsAreTheMostWatched() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.topDirectors.map(\.item) == [nolan, villeneuve])
        #expect(review.topDirectors.map(\.viewings) == [3, 2])
    }

    @Test func topActorsAreTheMostWatchedWithTiesBySmallerID() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.topActors.map(\.item) == [bale, caine, gyllenhaal, ledger, jackman])
        #expect(review.topActors.map(\.viewings) == [3, 3, 2, 2, 1])
    }

    @Test func onlyTheTopBilledFiveActorsOfAFilmAreKept() throws {
        let ensemble = (1...7).map { PersonReference(id: $0, name: "Actor \($0)") }
        let film = TrackedFilm(movie: Movie(id: 4, title: "Ensemble"), runtime: 120, cast: ensemble)
        let viewing = try Self.viewing(film, on: "2025-05-01", ordinal: 1)
        let review = YearInReview(year: 2025, viewings: [viewing])
        #expect(film.cast == Array(ensemble.prefix(TrackedFilm.castKept)))
        #expect(review.topActors.map(\.item.id) == [1, 2, 3, 4, 5])
    }

    @Test func theLongestIsTheFilmWithTheLongestKnownRunningTime() {
        let review = YearInReview(year: 2025, viewings: viewings)
        #expect(review.longest == marchNight)
        #expect(review.longest?.film.runtime == 153)
    }

    @Test func theBestRatedIsTheEarliestOfEqualRatings() {
        let review = YearInReview(year: 2025, viewings: viewings)
        // The Dark Knight got 5 stars in March and again in December.
        #expect(review.bestRated == marchEvening)
    }

    @Test func theEarliestOfEqualRatingsIsByDayThenByWhenLogged() throws {
        let late = try Self.viewing(prisoners, on: "2025-06-01", rating: "4.5", hour: 22, ordinal: 1)
        let early = try Self.viewing(enemy, on: "2025-06-01", rating: "4.5", hour: 9, ordinal: 1)
        let lower = try Self.viewing(batmanBegins, on: "2025-01-01", rating: "4", ordinal: 1)
        let review = YearInReview(year: 2025, viewings: [late, lower, early])
        #expect(review.bestRated == early)
    }

    @Test func firstAndLastAreByDayThenByWhenLogged() throws {
        let review = YearInReview(year: 2025, viewings: [marchNight, marchEvening])
        #expect(review.first == marchEvening)
        #expect(review.last == marchNight)
        let sameDay = [
            try Self.viewing(enemy, on: "2025-06-01", hour: 15, ordinal: 1),
            try Self.viewing(prisoners, on: "2025-06-01", hour: 23, ordinal: 1),
            try Self.viewing(darkKnight, on: "2025-06-01", hour: 1, ordinal: 1),
        ]
        let june = YearInReview(year: 2025, viewings: sameDay)
        #expect(june.first == sameDay[2])
        #expect(june.last == sameDay[1])
    }

    @Test func aYearWithoutRatingsOrRunningTimesHasNoBestRatedNorLongest() {
        let review = YearInReview(year: 2025, viewings: [july])
        #expect(review.bestRated == nil)
        #expect(review.longest == nil)
        #expect(review.first == july)
        #expect(review.last == july)
    }

    @Test(arguments: [2023, 2025])
    func aYearWithoutViewingsIsEmpty(year: Int) {
        let review = YearInReview(year: year, viewings: year == 2025 ? [] : viewings)
        #expect(review.year == year)
        #expect(review.viewingCount == 0)
        #expect(review.filmCount == 0)
        #expect(review.minutes == 0)
        #expect(review.hours == 0)
        #expect(review.viewingsWithoutRuntime == 0)
        #expect(review.viewingsPerMonth == Array(repeating: 0, count: 12))
        #expect(review.ratingCounts == Array(repeating: 0, count: 10))
        #expect(review.topGenres.isEmpty)
        #expect(review.topDirectors.isEmpty)
        #expect(review.topActors.isEmpty)
        #expect(review.longest == nil)
        #expect(review.bestRated == nil)
        #expect(review.first == nil)
        #expect(review.last == nil)
    }
}
