import Benchmark
import Foundation
import MarqueeCore
import MarqueeImport

/// Issue 28's figures: reading real exports (`../shared/fixtures/imports`, or the folder named by
/// `MARQUEE_IMPORT_FIXTURES`) and a Letterboxd diary of 5,000 and of 100,000 rows, and matching
/// their films against the embedded catalog (and, with `MARQUEE_BENCHMARK_CATALOG=FILE`, a
/// SQLite catalog such as one of TMDB's 1,000,000 films). The share of films matched is printed
/// once, before the measurements.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    for export in ImportFixtures.exports {
        Benchmark("read \(export.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try ImportReader.read(export.data, named: export.file))
            }
        }
        for (catalogName, matcher) in ImportFixtures.matchers {
            Benchmark("read \(export.name) and match its films, \(catalogName)", configuration: .init(maxIterations: 5)) { benchmark in
                for _ in benchmark.scaledIterations {
                    let batch = try ImportReader.read(export.data, named: export.file)
                    for film in batch.films { blackHole(try await matcher.match(film)) }
                }
            }
        }
    }
}
