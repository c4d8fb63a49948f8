import Foundation
import Logging
import MarqueeCore
import MarqueePostgres
import MarqueeStore
import PostgresNIO

/// Catalogs to benchmark against (keeping no pages of results: the search itself is measured),
/// each built on first use: a run that measures only the embedded catalog never generates a
/// million films.
enum CatalogFixtures {
    /// The embedded catalog in memory.
    static let embedded = SQLiteMovieCatalog(database: embeddedDatabase(), searchPagesKept: 0)
    /// The embedded catalog plus 100,000 generated films.
    static let hundredThousand = SQLiteMovieCatalog(database: generated(count: 100_000), searchPagesKept: 0)
    /// The embedded catalog plus 1,000,000 generated films.
    static let million = SQLiteMovieCatalog(database: generated(count: 1_000_000), searchPagesKept: 0)
    /// The embedded catalog plus 5,000,000 generated films (only with `MARQUEE_BENCHMARK_5M=1`), in
    /// a file kept between runs: the benchmark runs each benchmark in a process of its own, and
    /// building 5,000,000 films for each would take most of an hour.
    static let fiveMillion = SQLiteMovieCatalog(database: generatedFile(count: 5_000_000), searchPagesKept: 0)
    /// The same catalogs in PostgreSQL, when `MARQUEE_BENCHMARK_DATABASE_URL` names a server.
    static let postgresHundredThousand = postgres(count: 100_000)
    static let postgresMillion = postgres(count: 1_000_000)
    static let postgresFiveMillion = postgres(count: 5_000_000)
    /// Whether the 5,000,000-film catalogs are measured: building them takes many minutes.
    static let measuresFiveMillion = ProcessInfo.processInfo.environment["MARQUEE_BENCHMARK_5M"] == "1"

    /// The server for the PostgreSQL catalogs, if any.
    static let postgresServer = ProcessInfo.processInfo.environment["MARQUEE_BENCHMARK_DATABASE_URL"].flatMap { try? PostgresLocation(url: $0) }

    private static func embeddedDatabase() -> AppDatabase {
        do {
            let database = try AppDatabase.inMemory()
            try EmbeddedCatalog(database: database).loadIfNeeded()
            return database
        } catch {
            fatalError("Cannot load the embedded catalog: \(error)")
        }
    }

    /// Title words, common ones only, so prefixes like "the", "star" and "a" match a tenth of
    /// the generated films or more: a harder case than real titles.
    static let words = [
        "The", "Dark", "Knight", "Star", "Night", "Return", "Of", "Love", "War", "City", "Last", "Man", "Girl",
        "House", "Batman", "Begins", "Rising", "Lost", "King", "Dream", "Blue", "Storm", "River", "Ghost",
        "Secret", "Summer", "Winter", "Empire", "Road", "Edge", "A", "Alien", "American",
    ]

    /// `count` searches, each different, as people type them: one to three title words, the
    /// last often cut to its first two to five letters, sometimes with a title's number; the
    /// same ones every run (issue 26: distinct searches miss every memo, and their slowest
    /// decide the tail).
    static func distinctQueries(count: Int) -> [String] {
        var generator = SplitMix64(seed: 26)
        var queries: [String] = []
        var seen = Set<String>()
        while queries.count < count {
            var picked = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)!.lowercased() }
            if Bool.random(using: &generator), let last = picked.popLast() {
                picked.append(String(last.prefix(Int.random(in: 2...5, using: &generator))))
            }
            if Int.random(in: 0..<5, using: &generator) == 0 { picked.append(String(Int.random(in: 0..<1_000_000, using: &generator))) }
            let query = picked.joined(separator: " ")
            if seen.insert(query).inserted { queries.append(query) }
        }
        return queries
    }

    /// `count` generated films, the same ones every time (a seeded generator), so SQLite and
    /// PostgreSQL are measured on the same titles. Each is what a line of TMDB's daily export
    /// gives (`Movie.listed`: an id, a title and a popularity), as a catalog at TMDB's scale is
    /// built; every title ends with its number, a word no other title has.
    private static func movies(count: Int) -> some Sequence<Movie> {
        var generator = SplitMix64(seed: 2_026)
        return (0..<count).lazy.map { index in
            let title = (0..<Int.random(in: 2...4, using: &generator))
                .map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ") + " \(index)"
            return Movie.listed(id: 10_000_000 + index, originalTitle: title, popularity: Double(index % 997))
        }
    }

    /// The embedded catalog plus `count` generated films in a file of the temporary folder, built
    /// by the first process that needs it (which then leaves a `.complete` file beside it) and
    /// opened by the others.
    private static func generatedFile(count: Int) -> AppDatabase {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-benchmark-\(count).sqlite").path
        let complete = path + ".complete"
        do {
            let database = try AppDatabase.openFile(at: path) { try EmbeddedCatalog(database: $0).loadIfNeeded() }
            if !FileManager.default.fileExists(atPath: complete) {
                _ = try CatalogImporter(database: database, batchSize: 50_000).importMovies(movies(count: count))
                try Data().write(to: URL(fileURLWithPath: complete))
            }
            return database
        } catch {
            fatalError("Cannot build the generated catalog at \(path): \(error)")
        }
    }

    /// The embedded catalog plus `count` generated films, made in memory and written in large
    /// transactions (no JSON), so a million films take seconds, not minutes.
    private static func generated(count: Int) -> AppDatabase {
        let database = embeddedDatabase()
        do {
            _ = try CatalogImporter(database: database, batchSize: 50_000).importMovies(movies(count: count))
            return database
        } catch {
            fatalError("Cannot build the generated catalog: \(error)")
        }
    }
}

extension CatalogFixtures {
    /// A database on the benchmark server holding the embedded catalog plus `count` generated
    /// films, its pool running for the rest of the process. The benchmark runs each benchmark
    /// in a process of its own: the first builds the database, the others find it complete
    /// (the films are the same every time) and reuse it.
    private static func postgres(count: Int) -> PostgresMovieCatalog? {
        guard let server = postgresServer else { return nil }
        let logger = Logger(label: "benchmark")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var catalog: PostgresMovieCatalog?
        Task {
            do {
                var location = server
                location.database = "marquee_bench_\(count)"
                let admin = try await PostgresConnection.connect(
                    configuration: .init(host: server.host, port: server.port, username: server.username,
                                         password: server.password, database: server.database, tls: .disable),
                    id: 0, logger: logger)
                var exists = false
                for try await _ in try await admin.query("SELECT 1 FROM pg_database WHERE datname = \(location.database)", logger: logger) {
                    exists = true
                }
                if !exists { try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(location.database)"), logger: logger) }
                try await admin.close()
                let database = PostgresDatabase(location: location, logger: logger)
                try await database.prepare()
                Task { await database.run() }
                let built = PostgresMovieCatalog(database: database, searchPagesKept: 0)
                if try await built.count() < count {
                    _ = try await PostgresCatalogImporter(database: database, batchSize: 10_000).importMovies(movies(count: count))
                }
                catalog = built
            } catch {
                fatalError("Cannot build the PostgreSQL catalog: \(String(reflecting: error))")
            }
            done.signal()
        }
        done.wait()
        return catalog
    }
}

/// A small, seedable random number generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
