import Benchmark
import Foundation
import MarqueeCore
@_spi(Benchmarks) import MarqueeWeb
import MarqueeStore
import Plot

/// What writing a page costs: the search screen with 20 results through Marquee's HTML writer,
/// and the same rows through JohnSundell/Plot, the typed HTML library we did not choose.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    let state = SearchFixture.batmanPage()
    let renderer = try! SearchPageRenderer()

    Benchmark("search page, 20 rows: HTMLWriter") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(renderer.render(state))
        }
    }

    Benchmark("search page, no results: HTMLWriter") { benchmark in
        let empty = SearchViewState(query: "zzzqqq", suggestions: state.suggestions, results: .empty, alert: nil)
        for _ in benchmark.scaledIterations {
            blackHole(renderer.render(empty))
        }
    }

    Benchmark("20 result rows: Plot 0.14") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PlotRows.render(state.results.rows))
        }
    }
}

/// The first page of "batman" in the embedded catalog, as the presenter makes it.
enum SearchFixture {
    static func batmanPage() -> SearchViewState {
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var state: SearchViewState?
        Task {
            let database = try AppDatabase.inMemory()
            try EmbeddedCatalog(database: database).loadIfNeeded()
            let useCases = MovieUseCases(
                catalog: SQLiteMovieCatalog(database: database), critics: SQLiteMovieCatalog(database: database),
                history: SQLiteSearchHistory(database: database), favorites: SQLiteFavoritesStore(database: database)
            )
            let screen = await useCases.search.screen("batman", remember: true, owner: .localUser)
            state = SearchPresenter(localizer: .english).screen(screen)
            semaphore.signal()
        }
        semaphore.wait()
        return state!
    }
}
