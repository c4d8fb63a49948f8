import Foundation
import Logging
import MarqueeCore
import MarqueePostgres
import MarqueeStore
import PostgresNIO

/// A person with a long history: 5,000 viewings of 1,500 films in 2026 (each film with its
/// running time, genres, a director and five actors), written once through the store as the
/// app writes them, on a SQLite file and (with `MARQUEE_BENCHMARK_DATABASE_URL`) PostgreSQL.
enum YourFilmsFixtures {
    static let owner = OwnerID("account:benchmark")
    static let viewingCount = 5_000
    static let filmCount = 1_500
    static let year = 2026

    static let sqlite: any YourFilmsStore = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-your-films-benchmark-\(getpid()).sqlite").path
        do {
            let store = SQLiteYourFilmsStore(database: try AppDatabase.openFile(at: path))
            fill(store)
            return store
        } catch {
            fatalError("Cannot build the SQLite diary: \(error)")
        }
    }()

    static let postgresServer = ProcessInfo.processInfo.environment["MARQUEE_BENCHMARK_DATABASE_URL"].flatMap { try? PostgresLocation(url: $0) }

    /// A database `marquee_bench_diary` on the benchmark server, filled by the first benchmark
    /// process that finds it empty.
    static let postgres: (any YourFilmsStore)? = {
        guard let server = postgresServer else { return nil }
        let logger = Logger(label: "benchmark")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var store: (any YourFilmsStore)?
        Task {
            do {
                var location = server
                location.database = "marquee_bench_diary"
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
                let built = PostgresYourFilmsStore(database: database)
                if try await built.viewings(inYear: year, of: owner).count < viewingCount { try await write(built) }
                store = built
            } catch {
                fatalError("Cannot build the PostgreSQL diary: \(String(reflecting: error))")
            }
            done.signal()
        }
        done.wait()
        return store
    }()

    /// Where the diary's 50th page of 50 begins: the middle of the history.
    static func middleCursor(_ store: any YourFilmsStore) async throws -> DiaryCursor? {
        let page = try await store.diary(of: owner, after: nil, limit: viewingCount / 2)
        return page.last.map(DiaryCursor.init(after:))
    }

    private static func fill(_ store: any YourFilmsStore) {
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await write(store)
            } catch {
                fatalError("Cannot write the diary: \(error)")
            }
            done.signal()
        }
        done.wait()
    }

    private static func write(_ store: any YourFilmsStore) async throws {
        var random = SplitMix64(seed: 27)
        let genres = Genre.all.map(\.id)
        let films = (1...filmCount).map { index in
            TrackedFilm(
                movie: Movie(id: 900_000 + index, title: "Film \(index)", releaseDate: ReleaseDate("19\(50 + index % 50)-06-01"),
                             popularity: Double(index % 97), genreIDs: [genres[index % genres.count], genres[(index * 7) % genres.count]]),
                runtime: 80 + index % 90, directors: [PersonReference(id: 800_000 + index % 300, name: "Director \(index % 300)")],
                cast: (0..<5).map { PersonReference(id: 700_000 + (index * 5 + $0) % 2_000, name: "Actor \((index * 5 + $0) % 2_000)") }
            )
        }
        let logged = Date(timeIntervalSince1970: 1_780_000_000)
        for index in 0..<viewingCount {
            let film = films[Int(random.next() % UInt64(filmCount))]
            let day = WatchDate(String(format: "%04d-%02d-%02d", year, 1 + index % 12, 1 + index % 28))!
            let entry = ViewingEntry(id: ViewingID(String(format: "bench-%08d", index))!, film: film, watchedOn: day,
                                     rating: StarRating(halfStars: 1 + Int(random.next() % 10)), review: index % 5 == 0 ? "A review of \(index)." : nil)
            _ = try await store.log(entry, at: logged.addingTimeInterval(Double(index)), for: owner, changedAt: ChangeTime(logged.addingTimeInterval(Double(index))))
        }
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
