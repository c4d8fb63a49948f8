import Foundation
import MarqueeCore
import MarqueeTestSupport
import Testing

@Suite struct SearchMoviesTests {
    let history = InMemorySearchHistory()
    let favorites = InMemoryFavoritesStore()

    func search(_ catalog: StaticMovieCatalog, history: (any SearchHistory)? = nil) -> SearchMovies {
        SearchMovies(catalog: catalog, history: history ?? self.history, favorites: favorites)
    }

    @Test func submittedSearchThatFindsSomethingIsRemembered() async throws {
        let outcome = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("  film ", remember: true, owner: .localUser)
        #expect(outcome.page.totalResults == 3)
        #expect(try await history.recentQueries() == ["film"])
    }

    @Test func searchThatFindsNothingIsNotRemembered() async throws {
        let outcome = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("zzz", remember: true, owner: .localUser)
        #expect(outcome.page.totalResults == 0)
        #expect(try await history.recentQueries().isEmpty)
    }

    @Test func resultsWhileTypingAreNotRemembered() async throws {
        _ = try await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))("film", remember: false, owner: .localUser)
        #expect(try await history.recentQueries().isEmpty)
    }

    @Test func failedSearchIsNotRememberedAndKeepsTheHistory() async throws {
        try await history.remember(SearchQuery("rocky"))
        await #expect(throws: CatalogError.offline) {
            try await search(StaticMovieCatalog(failingWith: .offline))("batman", remember: true, owner: .localUser)
        }
        #expect(try await history.recentQueries() == ["rocky"])
    }

    @Test func invalidTextNeverReachesTheCatalog() async {
        await #expect(throws: SearchQueryError.empty) {
            try await search(StaticMovieCatalog(failingWith: .offline))(" ", remember: true, owner: .localUser)
        }
    }

    @Test func pageNumbersOutsideTheRangeAreBroughtBack() async throws {
        let catalog = StaticMovieCatalog(StaticMovieCatalog.numbered(45))
        #expect(try await search(catalog)("film", page: 0, remember: false, owner: .localUser).page.page == 1)
        #expect(try await search(catalog)("film", page: 9_999, remember: false, owner: .localUser).page.page == SearchMovies.lastPage)
    }

    @Test func theScreenFillsHeartsAndSuggestsTheSearchJustRemembered() async throws {
        try await history.remember(SearchQuery("rocky"))
        try await favorites.add(Movie(id: 2, title: "Film 2"), at: .now)
        let screen = await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)))
            .screen("film", remember: true, owner: .localUser)
        let outcome = try #require(try screen.result?.get())
        #expect(outcome.favoriteIDs == [2])
        #expect(screen.suggestions == ["film", "rocky"])
        #expect(try await history.recentQueries() == ["film", "rocky"])
    }

    @Test func aBrokenHistoryCostsTheSuggestionsNotTheResults() async throws {
        let broken = InMemorySearchHistory(failingWith: CatalogError.offline)
        let screen = await search(StaticMovieCatalog(StaticMovieCatalog.numbered(3)), history: broken)
            .screen("film", remember: true, owner: .localUser)
        #expect(try screen.result?.get().page.totalResults == 3)
        #expect(screen.suggestions == ["film"])
    }

    @Test func theScreenBeforeAnySearchShowsOnlySuggestions() async throws {
        try await history.remember(SearchQuery("rocky"))
        let screen = await search(StaticMovieCatalog(failingWith: .offline)).screen(nil, remember: true, owner: .localUser)
        #expect(screen.result == nil)
        #expect(screen.suggestions == ["rocky"])
    }

    @Test func aFailedSearchIsShownWithTheQueryKept() async throws {
        let screen = await search(StaticMovieCatalog(failingWith: .offline)).screen("batman", remember: true, owner: .localUser)
        #expect(screen.query == "batman")
        #expect(throws: CatalogError.offline) { try screen.result?.get() }
    }
}
