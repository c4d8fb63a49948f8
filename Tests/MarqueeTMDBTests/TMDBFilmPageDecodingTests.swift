import Foundation
import MarqueeCore
@testable import MarqueeTMDB
import MarqueeTestSupport
import Testing

/// Decoding of a film's whole page and a person's page from the real captures (and the
/// hand-made joins of real captures, `scripts/make-tmdb-fixtures.py`), in JSON and in XML.
@Suite struct TMDBFilmPageDecodingTests {
    func profile(_ fixture: String, format: TMDBResponseFormat = .json) throws -> MovieProfile {
        try #require(try format.decode(TMDBMovieDetailsResponse.self, from: Fixtures.data(fixture)).profile)
    }

    func person(_ fixture: String, format: TMDBResponseFormat = .json) throws -> Person {
        try #require(try format.decode(TMDBPersonResponse.self, from: Fixtures.data(fixture)).person)
    }

    func body(_ fixture: String, changing change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func fightClubsPageHasEveryPart() throws {
        let film = try profile("tmdb/handmade-movie-550-append-all.json")
        #expect(film.movie.title == "Fight Club")
        #expect(film.runtime == 139)
        #expect(film.tagline == "Mischief. Mayhem. Soap.")
        #expect(film.genres == [Genre(id: 18, name: "Drama")])
        #expect(film.directors.map(\.name) == ["David Fincher"])
        #expect(film.directors.map(\.id) == [7467])
        #expect(film.cast.count == MovieProfile.castLimit)
        #expect(film.cast.prefix(3).map(\.person.name) == ["Edward Norton", "Brad Pitt", "Helena Bonham Carter"])
        #expect(film.cast.prefix(3).map(\.character) == ["Narrator", "Tyler Durden", "Marla Singer"])
        // The official trailer first, though an unofficial one is listed before another official one.
        #expect(film.trailer?.youTubeKey == "dfeUzm6KF4g")
        #expect(film.certification(in: WatchRegion("US")!) == "R")
        #expect(film.certification(in: WatchRegion("GB")!) == "18")
        let us = try #require(film.providers(in: WatchRegion("US")!))
        #expect(us.stream.map(\.name) == ["Peacock Premium"])
        #expect(us.rent.first?.name == "Apple TV")
        #expect(us.buy.count == 8)
        #expect(us.link == "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US")
        #expect(film.providers(in: WatchRegion("KE")!) == nil)
        #expect(film.regionsWithProviders.count == 96)
        #expect(film.recommendations.count == 21)
    }

    @Test func xmlGivesTheSamePage() throws {
        #expect(try profile("tmdb/handmade-movie-550-append-all.xml", format: .xml) == profile("tmdb/handmade-movie-550-append-all.json"))
        // XML reads a carriage return as a line feed (two overviews hold one).
        let json = try person("tmdb/handmade-person-31-append-movie-credits.json")
        let lineFeeds = json.castCredits.map { credit in
            let movie = credit.movie
            return PersonFilmCredit(movie: Movie(
                id: movie.id, title: movie.title, originalTitle: movie.originalTitle, overview: movie.overview.replacingOccurrences(of: "\r", with: "\n"),
                releaseDate: movie.releaseDate, posterPath: movie.posterPath, backdropPath: movie.backdropPath, popularity: movie.popularity,
                voteAverage: movie.voteAverage, voteCount: movie.voteCount, genreIDs: movie.genreIDs, isAdult: movie.isAdult,
                originalLanguage: movie.originalLanguage, criticScore: movie.criticScore
            ), character: credit.character)
        }
        let xml = try person("tmdb/handmade-person-31-append-movie-credits.xml", format: .xml)
        #expect(xml.castCredits == lineFeeds)
        #expect(xml.directed == json.directed)
        #expect(xml.name == json.name && xml.biography == json.biography && xml.birthday == json.birthday)
    }

    @Test func theCapturedAppendOfNarniaDecodesAsIs() throws {
        let film = try profile("tmdb/movie-10140-append-credits-videos-release-dates-watch-providers.json")
        #expect(film.movie.title == "The Chronicles of Narnia: The Voyage of the Dawn Treader")
        #expect(film.cast.first?.person.name == "Georgie Henley")
        #expect(film.cast.first?.person.profilePath == "/6qUwxWeFkgMAwCxkYGn7ISxWAZI.jpg")
        #expect(film.directors.map(\.name) == ["Michael Apted"])
        #expect(film.trailer?.youTubeKey == "hrJQDPpIK6I") // the only trailer, not marked official
        #expect(film.providers(in: WatchRegion("AR")!)?.stream.map(\.name) == ["Disney Plus"])
        #expect(film.recommendations.isEmpty) // not asked for in that capture
    }

    @Test func theRawRecordedAnswerDecodesItsCreditsAndCertifications() throws {
        let film = try profile("tmdb/movie-550-append-credits-keywords-release-dates.raw.json")
        #expect(film.directors.map(\.name) == ["David Fincher"])
        #expect(film.certification(in: WatchRegion("US")!) == "R")
        #expect(film.watchProviders == nil)
        #expect(film.trailer == nil)
    }

    @Test func creditsWithoutCrewHaveNoDirectorAndACastOf200IsCutTo12() throws {
        let data = try body("tmdb/handmade-movie-550-append-all.json") { film in
            var credits = film["credits"] as! [String: Any]
            credits["crew"] = []
            let cast = credits["cast"] as! [[String: Any]]
            credits["cast"] = (0..<200).map { index in
                var member = cast[index % cast.count]
                member["id"] = 1_000_000 + index
                member["order"] = 199 - index
                return member
            }
            film["credits"] = credits
        }
        let film = try #require(try TMDBResponseFormat.json.decode(TMDBMovieDetailsResponse.self, from: data).profile)
        #expect(film.directors.isEmpty)
        #expect(film.cast.count == 12)
        #expect(film.cast.first?.person.id == 1_000_199) // billing order, not list order
    }

    @Test func noVideosOrOnlyOtherSitesMeanNoTrailer() throws {
        let none = try body("tmdb/handmade-movie-550-append-all.json") { $0["videos"] = ["results": []] }
        #expect(try TMDBResponseFormat.json.decode(TMDBMovieDetailsResponse.self, from: none).profile?.trailer == nil)
        let vimeo = try body("tmdb/handmade-movie-550-append-all.json") { film in
            film["videos"] = ["results": [["key": "123456789", "site": "Vimeo", "type": "Trailer", "official": true, "name": "Trailer"],
                                          ["key": "<script>x</", "site": "YouTube", "type": "Trailer", "official": true, "name": "Bad key"]]]
        }
        #expect(try TMDBResponseFormat.json.decode(TMDBMovieDetailsResponse.self, from: vimeo).profile?.trailer == nil)
    }

    @Test func aMalformedAppendedBlockLeavesOnlyItsSectionOut() throws {
        let data = try body("tmdb/handmade-movie-550-append-all.json") { film in
            film["recommendations"] = ["page": "one", "results": "not a list"]
            film["similar"] = ["results": 7]
            film["watch/providers"] = "down"
        }
        let film = try #require(try TMDBResponseFormat.json.decode(TMDBMovieDetailsResponse.self, from: data).profile)
        #expect(film.recommendations.isEmpty)
        #expect(film.watchProviders == nil)
        #expect(film.cast.count == 12)
        #expect(film.runtime == 139)
    }

    @Test func similarFilmsStandInWhenNothingIsRecommended() throws {
        let data = try body("tmdb/handmade-movie-550-append-all.json") { film in
            film["recommendations"] = ["page": 1, "results": [], "total_pages": 0, "total_results": 0]
        }
        let film = try #require(try TMDBResponseFormat.json.decode(TMDBMovieDetailsResponse.self, from: data).profile)
        let similar = try TMDBResponseFormat.json.decode(TMDBMovieListResponse.self, from: Fixtures.data("tmdb/movie-550-similar.json"))
        #expect(film.recommendations.map(\.id) == similar.moviePage.movies.filter { !$0.isAdult }.map(\.id))
        #expect(!film.recommendations.isEmpty)
    }

    @Test func bradPittsDetailsDecodeWithoutCredits() throws {
        let pitt = try person("tmdb/person-287-details.json")
        #expect(pitt.name == "Brad Pitt")
        #expect(pitt.birthday == CalendarDay("1963-12-18"))
        #expect(pitt.deathday == nil)
        #expect(pitt.placeOfBirth == "Shawnee, Oklahoma, USA")
        #expect(pitt.knownFor == "Acting")
        #expect(pitt.biography.contains("\n\n"))
        #expect(pitt.castCredits.isEmpty && pitt.directed.isEmpty)
    }

    @Test func tomHanksFilmsAreNewestFirstOnceEach() throws {
        let hanks = try person("tmdb/handmade-person-31-append-movie-credits.json")
        #expect(hanks.castCredits.count > 100)
        #expect(Set(hanks.castCredits.map(\.movie.id)).count == hanks.castCredits.count)
        let dates = hanks.castCredits.compactMap(\.movie.releaseDate)
        #expect(dates == dates.sorted(by: >))
        // Undated films come after every dated one.
        let firstUndated = try #require(hanks.castCredits.firstIndex { $0.movie.releaseDate == nil })
        #expect(hanks.castCredits[firstUndated...].allSatisfy { $0.movie.releaseDate == nil })
        #expect(hanks.castCredits.contains { $0.movie.title == "Forrest Gump" && $0.character == "Forrest Gump" })
        #expect(hanks.directed.map(\.title).contains("That Thing You Do!"))
    }

    @Test func tmdbsGenreListIsTheOneMarqueeNames() throws {
        struct List: Decodable { let genres: [Genre] }
        let list = try JSONDecoder().decode(List.self, from: Fixtures.data("tmdb/genre-movie-list.json"))
        #expect(list.genres == Genre.all)
    }
}
