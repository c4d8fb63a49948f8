import Foundation
import Logging
import MarqueePostgres
import MarqueeStore
import PostgresNIO

/// The PostgreSQL server the contract runs against, named by `MARQUEE_TEST_DATABASE_URL`
/// (`./scripts/test` starts a throwaway one and sets it). Each test gets its own database,
/// copied from a template that was migrated (and loaded with the embedded catalog) once per
/// test run, so a test costs a `CREATE DATABASE`, not a migration.
public actor PostgresTestServer {
    /// The one server of the test run.
    public static let shared = PostgresTestServer()

    /// The templates, made by the first test that needs each; the others wait for it.
    private var templates: [Bool: Task<String, any Error>] = [:]
    private let logger = Logger(label: "contract.admin")
    private let run = UUID().uuidString.prefix(8).lowercased()

    /// The server's location, from the environment.
    private func server() throws -> PostgresLocation {
        guard let url = ProcessInfo.processInfo.environment["MARQUEE_TEST_DATABASE_URL"], !url.isEmpty else {
            throw PostgresTestServerError.notConfigured
        }
        return try PostgresLocation(url: url)
    }

    /// A new database, migrated, with or without the embedded catalog.
    public func makeDatabase(embeddedCatalog: Bool) async throws -> PostgresLocation {
        let template = try await template(embeddedCatalog: embeddedCatalog)
        var location = try server()
        location.database = "contract_\(run)_\(UUID().uuidString.prefix(12).lowercased())"
        try await admin("CREATE DATABASE \"\(location.database)\" TEMPLATE \"\(template)\"")
        return location
    }

    /// Drops a database made by ``makeDatabase(embeddedCatalog:)``.
    public func drop(_ name: String) async {
        try? await admin("DROP DATABASE IF EXISTS \"\(name)\" WITH (FORCE)")
    }

    private func template(embeddedCatalog: Bool) async throws -> String {
        if let task = templates[embeddedCatalog] { return try await task.value }
        var location = try server()
        location.database = "template_\(run)_\(embeddedCatalog ? "catalog" : "empty")"
        let logger = logger
        let task = Task {
            try await self.admin("CREATE DATABASE \"\(location.database)\"")
            try await PostgresDatabase(location: location, logger: logger)
                .prepare(embeddedCatalog: embeddedCatalog ? EmbeddedCatalog.bundledFileURL : nil)
            return location.database
        }
        templates[embeddedCatalog] = task
        return try await task.value
    }

    /// Runs one statement on the server's own database. Names are made here, never from input.
    private func admin(_ sql: String) async throws {
        let server = try server(), logger = logger
        do {
            try await Self.withConnection(to: server, logger: logger) { connection in
                _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            }
        } catch {
            throw PostgresTestServerError.failed(sql, String(reflecting: error))
        }
    }

    /// Runs `body` on a connection of its own to `location`, closed afterwards: for a test that
    /// reaches under the stores (a migration's starting point, what a table holds).
    public static func withConnection<Value: Sendable>(
        to location: PostgresLocation, logger: Logger, _ body: @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        let connection = try await PostgresConnection.connect(configuration: location.connectionConfiguration(), id: 0, logger: logger)
        do {
            let value = try await body(connection)
            try await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

/// Why the test server could not be used.
public enum PostgresTestServerError: Error, CustomStringConvertible {
    case notConfigured
    case failed(String, String)

    public var description: String {
        switch self {
        case .notConfigured: "The PostgreSQL half of the store contract needs MARQUEE_TEST_DATABASE_URL (a server whose user may create databases). "
            + "./scripts/test starts a throwaway server and sets it; no test is skipped without one."
        case .failed(let sql, let error): "\(sql) failed: \(error)"
        }
    }
}
