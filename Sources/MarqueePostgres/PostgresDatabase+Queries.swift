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
    ///
    /// The transaction runs to its end (commit, or rollback after the first error) even when
    /// the caller stops waiting at the deadline: cancelling it halfway could hand its connection
    /// back to the pool inside an aborted transaction, and every later statement on it would
    /// fail with "current transaction is aborted". The server's own `lock_timeout` and
    /// `statement_timeout` bound it instead. A transaction that lost on a lock (a lock timeout,
    /// a deadlock) is tried once more; a second loss is told as the database being busy.
    /// `deadline` replaces the database's own for a transaction known to be long (an import).
    func transaction<Result: Sendable>(
        deadline: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        do {
            return try await transactionOnce(deadline: deadline ?? self.deadline, body)
        } catch let error as StoreUnavailableError where error.kind == .busy {
            logger.notice("A transaction lost on a lock and is tried once more: \(error.reason)")
            return try await transactionOnce(deadline: deadline ?? self.deadline, body)
        }
    }

    private func transactionOnce<Result: Sendable>(
        deadline: Duration, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let client = client, logger = logger
        let transaction = Task {
            try await client.withTransaction(logger: logger) { connection in try await body(connection) }
        }
        do {
            return try await Self.within(deadline) { try await transaction.value }
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
    public static func unavailable(_ error: PSQLError) -> StoreUnavailableError? {
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            return StoreUnavailableError(reason: error.underlying.map { String(describing: $0) } ?? String(describing: error.code))
        default:
            break
        }
        // SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or
        // starting), 53300 (too many connections).
        guard let state = error.serverInfo?[.sqlState] else { return nil }
        let reason = error.serverInfo?[.message] ?? state
        if state.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(state) {
            return StoreUnavailableError(.unreachable, reason: reason)
        }
        // 55P03 lock timeout, 57014 statement timeout, 40P01 deadlock, 40001 serialization.
        if ["55P03", "57014", "40P01", "40001"].contains(state) {
            return StoreUnavailableError(.busy, reason: reason)
        }
        // 53100 disk full, 53200 out of memory, 25006 read-only transaction (a standby).
        if ["53100", "53200", "25006"].contains(state) {
            return StoreUnavailableError(.full, reason: reason)
        }
        return nil
    }
}

extension PostgresConnection {
    /// Runs a statement whose rows nobody reads, and waits for its end. PostgresNIO returns
    /// from `query` once the statement is described, and an error raised while it runs (a lock
    /// timeout, above all) comes with its rows: left unread, it would pass unseen, and the next
    /// statement of the transaction would fail with "current transaction is aborted" instead.
    func execute(_ query: PostgresQuery, logger: Logger, file: String = #fileID, line: Int = #line) async throws {
        for try await _ in try await self.query(query, logger: logger, file: file, line: line) {}
    }
}

extension PostgresDatabase {
    /// Runs one statement whose rows nobody reads on a pooled connection, and waits for its end,
    /// so that an error raised while it runs is thrown here (see ``PostgresConnection/execute``).
    func execute(_ query: PostgresQuery, file: String = #fileID, line: Int = #line) async throws {
        for try await _ in try await self.query(query, file: file, line: line) {}
    }
}

extension PostgresDatabase {
    /// Runs a prepared statement on a pooled connection (prepared there on its first use) and
    /// reads its rows, with ``query(_:file:line:)``'s deadline and outage errors.
    func execute<Statement: PostgresPreparedStatement>(_ statement: Statement) async throws -> [Statement.Row] where Statement.Row: Sendable {
        let client = client, logger = logger
        do {
            return try await Self.within(deadline) {
                var rows: [Statement.Row] = []
                for try await row in try await client.execute(statement, logger: logger) { rows.append(row) }
                return rows
            }
        } catch let error as PSQLError {
            throw Self.unavailable(error) ?? error
        }
    }
}
