import Logging
import MarqueeCore
import PostgresNIO

extension PostgresDatabase {
    /// Runs one statement on a pooled connection, logging to the database's logger. A server
    /// that cannot be reached becomes ``StoreUnavailableError``, which the web app shows as
    /// "try again in a moment" rather than as a failure of Marquee.
    @discardableResult
    func query(_ query: PostgresQuery, file: String = #fileID, line: Int = #line) async throws -> PostgresRowSequence {
        let client = client, logger = logger
        do {
            return try await Self.within(deadline) { try await client.query(query, logger: logger, file: file, line: line) }
        } catch let error as PSQLError {
            throw Self.unavailable(error) ?? error
        }
    }

    /// Runs `body` in a transaction on one pooled connection; an unreachable server becomes
    /// ``StoreUnavailableError``, and an error thrown by `body` comes out as itself.
    func transaction<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let client = client, logger = logger
        do {
            return try await Self.within(deadline) {
                try await client.withTransaction(logger: logger) { connection in try await body(connection) }
            }
        } catch let error as PostgresTransactionError {
            let cause = error.closureError ?? error.beginError ?? error.commitError ?? error
            if let psql = cause as? PSQLError, let unavailable = Self.unavailable(psql) { throw unavailable }
            throw cause
        } catch let error as PSQLError {
            throw Self.unavailable(error) ?? error
        }
    }

    /// Runs `body`, giving up with ``StoreUnavailableError`` past `deadline`.
    static func within<Value: Sendable>(_ deadline: Duration, _ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: deadline)
                throw StoreUnavailableError(reason: "no answer within \(deadline)")
            }
            defer { group.cancelAll() }
            guard let value = try await group.next() else { throw CancellationError() }
            return value
        }
    }

    /// The outage `error` describes, or nil when it is an error of the statement itself.
    static func unavailable(_ error: PSQLError) -> StoreUnavailableError? {
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            return StoreUnavailableError(reason: error.underlying.map { String(describing: $0) } ?? String(describing: error.code))
        default:
            break
        }
        // SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or
        // starting), 53300 (too many connections).
        guard let state = error.serverInfo?[.sqlState] else { return nil }
        if state.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(state) {
            return StoreUnavailableError(reason: error.serverInfo?[.message] ?? state)
        }
        return nil
    }
}
