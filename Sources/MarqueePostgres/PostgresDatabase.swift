import Foundation
import Logging
import MarqueeStore
import PostgresNIO
import ServiceLifecycle

/// Marquee's PostgreSQL database: a pool of connections (`PostgresClient`), run as a service of
/// the application, and the schema brought up to date before anything is served.
///
/// ```swift
/// let database = PostgresDatabase(location: try PostgresLocation(url: url), logger: logger)
/// try await database.prepare()          // migrations and the embedded catalog, under a lock
/// // then run `database` in the app's ServiceGroup, and build the stores with `.postgres(database)`
/// ```
public final class PostgresDatabase: Service {
    /// Where the database is.
    public let location: PostgresLocation
    let client: PostgresClient
    let logger: Logger
    /// How long a statement may wait for a connection and its first answer before the request
    /// is told to try again (``StoreUnavailableError``).
    let deadline: Duration

    /// A pool for `location`; nothing connects until ``run()`` or ``prepare(embeddedCatalog:)``.
    /// - Parameter deadline: 10 s by default; the pool keeps trying to connect while
    ///   PostgreSQL is away and would otherwise hold a request for as long.
    public init(location: PostgresLocation, logger: Logger, deadline: Duration = .seconds(10)) {
        self.location = location
        self.logger = logger
        self.deadline = deadline
        // The pool's own chatter (a query waiting for `run()` at start) stays out of the logs;
        // a connection that fails surfaces as the query's error.
        var background = logger
        background.logLevel = max(logger.logLevel, .error)
        client = PostgresClient(configuration: location.clientConfiguration, backgroundLogger: background)
    }

    /// Runs the pool until the task is cancelled (the service group shuts down).
    public func run() async {
        await client.run()
    }

    /// Applies the migrations this database lacks and loads the embedded catalog when it
    /// changed, on one connection holding an advisory lock: servers starting together take
    /// turns, and those that waited find the work done.
    /// - Throws: ``PostgresUnavailableError`` when the server cannot be reached or refuses.
    public func prepare(embeddedCatalog: URL? = EmbeddedCatalog.bundledFileURL) async throws {
        try await Self.explained(location) {
            let connection = try await PostgresConnection.connect(configuration: location.connectionConfiguration(), id: 1, logger: logger)
            do {
                try await connection.execute("SELECT pg_advisory_lock(\(Self.startupLockKey))", logger: logger)
                try await PostgresMigrator(connection: connection, logger: logger).migrate()
                // An import cut short before (a process killed) has its index made again first.
                try await PostgresCatalogImporter.rebuildRanksIfPending(on: connection, logger: logger)
                if let embeddedCatalog {
                    try await PostgresCatalogImporter.loadEmbeddedCatalogIfNeeded(from: embeddedCatalog, on: connection, logger: logger)
                }
                try await connection.execute("SELECT pg_advisory_unlock(\(Self.startupLockKey))", logger: logger)
                try await connection.close()
            } catch {
                try? await connection.close()
                throw error
            }
        }
    }

    /// The advisory lock Marquee's servers take to migrate: any constant no other program uses.
    static let startupLockKey: Int64 = 0x4D61_7271_7565_65

    /// Runs `body`, turning PostgreSQL's terse errors into one a person can act on.
    static func explained<Value>(_ location: PostgresLocation, _ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as PSQLError {
            throw PostgresUnavailableError(location: location, error: error)
        }
    }
}

/// PostgreSQL could not be used at start: unreachable, refusing the user, or failing to migrate.
public struct PostgresUnavailableError: Error, CustomStringConvertible {
    let location: PostgresLocation
    let reason: String

    init(location: PostgresLocation, error: PSQLError) {
        self.location = location
        if let message = error.serverInfo?[.message] {
            reason = message
        } else if let underlying = error.underlying {
            reason = Self.plain(String(describing: underlying))
        } else {
            reason = String(describing: error.code)
        }
    }

    /// NIO's description of a failed connection, in a few words when it is a common one.
    private static func plain(_ text: String) -> String {
        let known = [
            ("Connection refused", "nothing is listening there (connection refused)"),
            ("timed out", "the connection timed out"),
            ("getaddrinfo", "the host name could not be resolved"),
            ("No address", "the host name could not be resolved"),
        ]
        return known.first { text.contains($0.0) }?.1 ?? text
    }

    public var description: String {
        "Marquee could not use PostgreSQL at \(location.redacted): \(reason). "
            + "Check that the server is running and that MARQUEE_DATABASE_URL names a user, password and database it accepts."
    }
}
