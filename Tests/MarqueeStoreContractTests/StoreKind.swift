import Foundation
import Logging
import MarqueeCore
import MarqueePostgres
import MarqueeStore
import MarqueeTestSupport
import PostgresNIO
import Synchronization
import Testing

/// The stores every contract test runs against: the same tests, the same answers.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqliteInMemory = "SQLite in memory"
    case sqliteOnDisk = "SQLite on disk"
    case postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    /// Runs `body` with a fresh, private set of stores, holding the embedded catalog unless
    /// `embeddedCatalog` is false, remembering searches at `now`, importing `importBatchSize`
    /// films a transaction; removes them afterwards.
    func withStores(
        embeddedCatalog: Bool = true, now: @escaping @Sendable () -> Date = Date.init, importBatchSize: Int = 10_000,
        responseCache: SQLiteResponseCache.Limits = .init(), _ body: (MarqueeStores) async throws -> Void
    ) async throws {
        switch self {
        case .sqliteInMemory:
            let database = try AppDatabase.inMemory()
            if embeddedCatalog { try EmbeddedCatalog(database: database).loadIfNeeded() }
            try await body(.sqlite(database, location: ":memory:", now: now, responseCache: responseCache, importBatchSize: importBatchSize))
        case .sqliteOnDisk:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("marquee.sqlite").path
            let database = try AppDatabase.openFile(at: path) { if embeddedCatalog { try EmbeddedCatalog(database: $0).loadIfNeeded() } }
            try await body(.sqlite(database, location: path, now: now, responseCache: responseCache, importBatchSize: importBatchSize))
        case .postgres:
            let location = try await PostgresTestServer.shared.makeDatabase(embeddedCatalog: embeddedCatalog)
            // A generous deadline: the whole suite runs at once on two cores, and a test of
            // behaviour must not fail for being slow.
            let database = PostgresDatabase(location: location, logger: Logger(label: "contract"), deadline: .seconds(120))
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { await database.run() }
                    defer { group.cancelAll() }
                    try await body(.postgres(database, now: now, responseCache: responseCache, importBatchSize: importBatchSize))
                }
            } catch let error as PSQLError {
                await PostgresTestServer.shared.drop(location.database)
                throw PostgresTestServerError.failed("a store's query", String(reflecting: error))
            } catch {
                await PostgresTestServer.shared.drop(location.database)
                throw error
            }
            await PostgresTestServer.shared.drop(location.database)
        }
    }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }

    func set(_ date: Date) { current.withLock { $0 = date } }
}
