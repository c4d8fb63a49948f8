import MarqueeCore
import Testing

@Suite struct SearchPresenterTests {
    let presenter = SearchPresenter(localizer: .english)

    func outcome(_ movies: [Movie], page: Int = 1, totalPages: Int = 1, total: Int? = nil, query: String = "batman") throws -> SearchOutcome {
        SearchOutcome(query: try SearchQuery(query), page: MoviePage(page: page, totalPages: totalPages, totalResults: total ?? movies.count, movies: movies))
    }

    @Test func rowShowsTitleHumanDateFullOverviewAndPoster() throws {
        let movie = Movie(id: 272, title: "Batman Begins", overview: String(repeating: "Long overview. ", count: 40),
                          releaseDate: ReleaseDate("2005-06-10"), posterPath: "/poster.jpg")
        let row = try #require(presenter.results(for: outcome([movie])).rows.first)
        #expect(row.title == "Batman Begins")
        #expect(row.releaseDate == "June 10, 2005")
        #expect(row.overview == movie.overview)
        #expect(row.poster == .image(path: "/poster.jpg"))
        #expect(row.posterAlt == "Poster of Batman Begins")
    }

    @Test func filmWithoutDateOrPosterGetsWordsAndAGeneratedPoster() throws {
        let row = try #require(presenter.results(for: outcome([Movie(id: 9, title: "Untitled")])).rows.first)
        #expect(row.releaseDate == "Release date unknown")
        #expect(row.poster == .generatedPoster(movieID: 9))
    }

    @Test func summaryCountsResultsAndNamesTheQuery() throws {
        let results = presenter.results(for: try outcome([Movie(id: 1, title: "Batman")], totalPages: 70, total: 1_384))
        #expect(results.summary == "1,384 results for “batman”")
        #expect(results.nextPage == 2)
        #expect(results.query == "batman")
        #expect(!results.isEndOfResults)
    }

    @Test func aCappedCountSaysSo() throws {
        let page = MoviePage(page: 1, totalPages: 500, totalResults: 10_000, totalIsCapped: true, movies: [Movie(id: 1, title: "The")])
        let results = presenter.results(for: SearchOutcome(query: try SearchQuery("the"), page: page))
        #expect(results.summary == "10,000+ results for “the”")
        #expect(results.nextPage == 2)
    }

    @Test func aPagePastTheEndSaysSoInsteadOfTheEnd() throws {
        let results = presenter.results(for: try outcome([], page: 9, totalPages: 2, total: 21))
        #expect(results.summary == "21 results for “batman”")
        #expect(results.isPastTheEnd)
        #expect(!results.isEndOfResults && results.nextPage == nil)
        #expect(!presenter.results(for: try outcome([Movie(id: 1, title: "Batman")], page: 2, totalPages: 2, total: 21)).isPastTheEnd)
    }

    @Test func lastPageSaysThereAreNoMoreResults() throws {
        let results = presenter.results(for: try outcome([Movie(id: 1, title: "Batman")], page: 2, totalPages: 2, total: 21))
        #expect(results.nextPage == nil)
        #expect(results.isEndOfResults)
    }

    @Test func aFilmRepeatedWithinAPageIsShownOnce() throws {
        let movie = Movie(id: 1, title: "Batman")
        #expect(presenter.results(for: try outcome([movie, movie], total: 2)).rows.count == 1)
    }

    @Test func nothingFoundOpensAnAlertNamingTheQuery() throws {
        let alert = try #require(presenter.alert(for: try outcome([], query: "xyzzy")))
        #expect(alert.message.hasPrefix("No movie matches “xyzzy”"))
        #expect(presenter.alert(for: try outcome([Movie(id: 1, title: "Batman")])) == nil)
    }

    @Test func failuresBecomeMessagesAPersonCanActOn() {
        #expect(presenter.alert(for: CatalogError.offline).title == "You're offline")
        #expect(presenter.alert(for: CatalogError.rateLimited(retryAfter: .seconds(3))).message.contains("Try again in 3 seconds"))
        #expect(presenter.alert(for: CatalogError.invalidCredentials).message.contains("TMDB_API_KEY"))
        #expect(presenter.alert(for: SearchQueryError.empty).message == SearchQueryError.empty.message(in: .english))
    }

    @Test func theScreenKeepsSuggestionsAndShowsAFailureAsADialog() {
        let state = presenter.screen(SearchScreen(query: "batman", result: .failure(CatalogError.offline), suggestions: ["rocky"]))
        #expect(state.suggestions == ["rocky"])
        #expect(state.alert?.title == "You're offline")
        #expect(state.results.rows.isEmpty)
        #expect(state.query == "batman")
    }
}
