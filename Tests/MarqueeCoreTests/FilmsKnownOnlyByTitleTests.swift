import Foundation
import MarqueeCore
import Testing

/// A film known only from TMDB's daily export is shown for what it is, and kept as such.
@Suite struct FilmsKnownOnlyByTitleTests {
    let listed = Movie.listed(id: 2, originalTitle: "Ariel", popularity: 8.8)

    @Test func rowsCardsAndTheDetailsScreenSayTheDetailsAreNotLoadedYet() {
        let row = MovieRowViewState(movie: listed, isFavorite: false)
        #expect(row.title == "Ariel")
        #expect(row.releaseDate == "Details not loaded yet")
        #expect(row.overview == "Marquee knows only this film's title so far.")
        #expect(MovieCardViewState(movie: listed, isFavorite: false).releaseDate == "Details not loaded yet")

        let profile = MovieProfile(movie: listed)
        let details = MovieDetailsViewState(MovieDetailsOutcome(profile: profile, favoriteIDs: [], savedAt: nil), localizer: .english)
        #expect(details.releaseDate == "Details not loaded yet")
        #expect(details.overview == "Marquee knows only this film's title so far.")
        #expect(details.originalLanguage == nil && details.originalTitle == nil && details.userRating == nil)
    }

    @Test func aFilmWithDetailsButNoOverviewStillSaysSo() {
        let film = Movie(id: 3, title: "Varjoja paratiisissa", releaseDate: ReleaseDate("1986-10-17"))
        let row = MovieRowViewState(movie: film, isFavorite: false)
        #expect(row.releaseDate == "October 17, 1986")
        #expect(row.overview == "No overview is available for this film yet.")
    }

    @Test func savedCopiesKeepWhetherDetailsWereLoadedAndOlderCopiesHadThem() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Movie.self, from: JSONEncoder().encode(listed)) == listed)
        let olderCopy = #"""
            {"id":155,"title":"The Dark Knight","originalTitle":"The Dark Knight","overview":"Batman raises the stakes.",
             "releaseDate":"2008-07-16","posterPath":"/qJ2.jpg","popularity":123.1,"voteAverage":8.5,"voteCount":32000,
             "genreIDs":[18,28],"isAdult":false,"originalLanguage":"en","criticScore":84}
            """#
        let film = try decoder.decode(Movie.self, from: Data(olderCopy.utf8))
        #expect(film.hasDetails && film.title == "The Dark Knight" && film.releaseDate == ReleaseDate("2008-07-16"))
    }
}
