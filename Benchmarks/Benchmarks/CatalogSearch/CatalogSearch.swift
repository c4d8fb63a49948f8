import Benchmark
import Foundation
import MarqueeCore
import MarqueeStore

/// Catalog search latency: the embedded catalog, and 100,000 generated films.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )

    let queries = ["batman", "bat begin", "the dark knight", "star", "zzzqqq"]

    let embedded = SQLiteMovieCatalog(database: CatalogFixtures.embedded())
    for query in queries {
        Benchmark("embedded catalog: \(query)") { benchmark in
            let search = try SearchQuery(query)
            for _ in benchmark.scaledIterations {
                blackHole(try await embedded.search(search, page: 1))
            }
        }
    }

    let large = SQLiteMovieCatalog(database: CatalogFixtures.generated(count: 100_000))
    for query in queries + ["the"] {
        Benchmark("100,000 films: \(query)") { benchmark in
            let search = try SearchQuery(query)
            for _ in benchmark.scaledIterations {
                blackHole(try await large.search(search, page: 1))
            }
        }
    }
}
