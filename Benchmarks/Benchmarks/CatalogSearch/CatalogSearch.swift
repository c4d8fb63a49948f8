import Benchmark
import Foundation
import MarqueeCore
import MarqueeStore

/// Catalog search latency, page 1: the embedded catalog, then 100,000 and 1,000,000 generated
/// films. Each catalog is built in the benchmark's setup, outside the measurement.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )

    let queries = ["a", "batman", "bat begin", "the dark knight", "star", "zzzqqq"]
    var catalogs: [(name: String, catalog: @Sendable () -> any MovieCatalog, queries: [String], maxDuration: Duration)] = [
        ("embedded catalog", { CatalogFixtures.embedded }, queries, .seconds(3)),
        ("100,000 films", { CatalogFixtures.hundredThousand }, queries + ["the"], .seconds(3)),
        // Fewer iterations: the catalog takes most of the run to build.
        ("1,000,000 films", { CatalogFixtures.million }, queries + ["the"], .seconds(1)),
    ]
    // The same films and queries in PostgreSQL, when a server is named
    // (`scripts/catalog-benchmark.sh` starts one).
    if CatalogFixtures.postgresServer != nil {
        catalogs += [
            ("PostgreSQL, 100,000 films", { @Sendable in CatalogFixtures.postgresHundredThousand! }, queries + ["the"], .seconds(3)),
            ("PostgreSQL, 1,000,000 films", { @Sendable in CatalogFixtures.postgresMillion! }, queries + ["the"], .seconds(1)),
        ]
    }
    for (name, catalog, queries, maxDuration) in catalogs {
        for query in queries {
            Benchmark("\(name): \(query)", configuration: .init(maxDuration: maxDuration, setup: { _ = catalog() })) { benchmark in
                let search = try SearchQuery(query)
                let catalog = catalog()
                for _ in benchmark.scaledIterations {
                    blackHole(try await catalog.search(search, page: 1))
                }
            }
        }
    }
}
