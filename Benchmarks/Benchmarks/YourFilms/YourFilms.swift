import Benchmark
import Foundation
import MarqueeCore

/// Issue 27's targets for a long history (5,000 viewings, `YourFilmsFixtures`): the year page's
/// figures computed in under 20 ms (summed in SQL by the store), and a diary page of 50 at about a search page's cost, on
/// SQLite and (with `MARQUEE_BENCHMARK_DATABASE_URL`) PostgreSQL. The history is written in the
/// benchmark's setup, outside the measurement.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )
    var stores: [(name: String, store: @Sendable () -> any YourFilmsStore)] = [("SQLite", { YourFilmsFixtures.sqlite })]
    if YourFilmsFixtures.postgresServer != nil {
        stores.append(("PostgreSQL", { @Sendable in YourFilmsFixtures.postgres! }))
    }
    for (name, store) in stores {
        Benchmark("\(name): the year of 5,000 viewings", configuration: .init(setup: { _ = store() })) { benchmark in
            let store = store()
            for _ in benchmark.scaledIterations {
                blackHole(try await store.yearInReview(YourFilmsFixtures.year, of: YourFilmsFixtures.owner))
            }
        }
        // How it was first done, for the record: every viewing read, then summed in Swift.
        Benchmark("\(name): the year of 5,000 viewings, read whole and summed in Swift", configuration: .init(setup: { _ = store() })) { benchmark in
            let store = store()
            for _ in benchmark.scaledIterations {
                let viewings = try await store.viewings(inYear: YourFilmsFixtures.year, of: YourFilmsFixtures.owner)
                blackHole(YearInReview(year: YourFilmsFixtures.year, viewings: viewings))
            }
        }
        Benchmark("\(name): the diary's first page of 50", configuration: .init(setup: { _ = store() })) { benchmark in
            let store = store()
            for _ in benchmark.scaledIterations {
                blackHole(try await store.diary(of: YourFilmsFixtures.owner, after: nil, limit: YourFilms.diaryPageSize + 1))
            }
        }
        Benchmark("\(name): the diary's page after 2,500 viewings", configuration: .init(setup: { _ = store() })) { benchmark in
            let store = store()
            let cursor = try await YourFilmsFixtures.middleCursor(store)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try await store.diary(of: YourFilmsFixtures.owner, after: cursor, limit: YourFilms.diaryPageSize + 1))
            }
        }
    }
}
