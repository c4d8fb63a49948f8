import Benchmark
import Foundation
import Synchronization
import MarqueeCore
import MarqueeStore

/// Catalog search latency, page 1: the embedded catalog, then 100,000, 1,000,000 and (with
/// `MARQUEE_BENCHMARK_5M=1`) 5,000,000 generated films shaped as TMDB's daily export. Each
/// catalog is built in the benchmark's setup, outside the measurement.
///
/// The query shapes: common one- and two-letter prefixes (`a`, `st`), common words (`the`,
/// `star`, `batman`), prefixes of several words (`bat begin`, `the dark knight`), words that
/// rarely meet in one title (`ghost empire winter`), a rare word (`424242`, one title's number)
/// and a word that matches nothing (`zzzqqq`).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )

    let queries = ["a", "batman", "bat begin", "the dark knight", "star", "zzzqqq"]
    let scaleQueries = queries + ["the", "st", "ghost empire winter", "424242"]
    var catalogs: [(name: String, catalog: @Sendable () -> any MovieCatalog, queries: [String], maxDuration: Duration)] = [
        ("embedded catalog", { CatalogFixtures.embedded }, queries, .seconds(3)),
        ("100,000 films", { CatalogFixtures.hundredThousand }, scaleQueries, .seconds(3)),
        // Fewer iterations: the catalog takes most of the run to build.
        ("1,000,000 films", { CatalogFixtures.million }, scaleQueries, .seconds(1)),
    ]
    if CatalogFixtures.measuresFiveMillion {
        catalogs.append(("5,000,000 films", { CatalogFixtures.fiveMillion }, scaleQueries, .seconds(1)))
    }
    // The same films and queries in PostgreSQL, when a server is named
    // (`scripts/catalog-benchmark.sh` starts one).
    if CatalogFixtures.postgresServer != nil {
        catalogs += [
            ("PostgreSQL, 100,000 films", { @Sendable in CatalogFixtures.postgresHundredThousand! }, scaleQueries, .seconds(3)),
            ("PostgreSQL, 1,000,000 films", { @Sendable in CatalogFixtures.postgresMillion! }, scaleQueries, .seconds(1)),
        ]
        if CatalogFixtures.measuresFiveMillion {
            catalogs.append(("PostgreSQL, 5,000,000 films", { @Sendable in CatalogFixtures.postgresFiveMillion! }, scaleQueries, .seconds(1)))
        }
    }
    // Issue 26: 1,000 distinct searches, one an iteration, so the percentiles are over queries
    // that each miss every memo (the catalogs keep no pages of results).
    let distinct = try! CatalogFixtures.distinctQueries(count: 1_000).map { try SearchQuery($0) }
    for (name, catalog, _, _) in catalogs where name != "embedded catalog" {
        let turn = QueryTurn()
        Benchmark(
            "\(name): 1,000 distinct searches",
            configuration: .init(maxDuration: .seconds(60), maxIterations: distinct.count, setup: { _ = catalog() })
        ) { benchmark in
            let catalog = catalog()
            for _ in benchmark.scaledIterations {
                blackHole(try await catalog.search(distinct[turn.next() % distinct.count], page: 1))
            }
        }
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

/// Which of the distinct searches comes next: each measured call takes the next one.
final class QueryTurn: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
