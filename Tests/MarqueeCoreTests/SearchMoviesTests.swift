import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct SearchMoviesTests {
    let history = InMemorySearchHistory()

    func search(_ catalog: StaticMovieCatalog) -> SearchMovies {
        SearchMovies(catalog: catalog, history: history)
    }

    @Test func submittedSearchThatFindsSomethingIsRemembered() async throws {
        let outcome = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("  film ", remember: true)
        #expect(outcome.page.totalResults == 3)
        #expect(try await history.recentQueries() == ["film"])
    }

    @Test func searchThatFindsNothingIsNotRemembered() async throws {
        let outcome = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("zzz", remember: true)
        #expect(outcome.page.totalResults == 0)
        #expect(try await history.recentQueries().isEmpty)
    }

    @Test func resultsWhileTypingAreNotRemembered() async throws {
        _ = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("film", remember: false)
        #expect(try await history.recentQueries().isEmpty)
    }

    @Test func failedSearchIsNotRememberedAndKeepsTheHistory() async throws {
        try await history.remember(SearchQuery("rocky"))
        await #expect(throws: CatalogError.offline) {
            try await search(StaticMovieCatalog(failingWith: .offline))("batman", remember: true)
        }
        #expect(try await history.recentQueries() == ["rocky"])
    }

    @Test func invalidTextNeverReachesTheCatalog() async {
        await #expect(throws: SearchQueryError.empty) {
            try await search(StaticMovieCatalog(failingWith: .offline))(" ", remember: true)
        }
    }

    @Test func pageNumbersOutsideTheRangeAreBroughtBack() async throws {
        let catalog = StaticMovieCatalog(StaticMovieCatalog.numbered(45))
        #expect(try await search(catalog)("film", page: 0, remember: false).page.page == 1)
        #expect(try await search(catalog)("film", page: 9_999, remember: false).page.page == SearchMovies.lastPage)
    }
}
