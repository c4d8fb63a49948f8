import Foundation
import MarqueeCore
import PostgresNIO

/// Counts of attempts in the `throttle` table, shared by every server. Each key is locked for
/// the transaction (`pg_advisory_xact_lock`, in a fixed order) before it is read, so attempts
/// sent to several servers at once are counted one after another.
public struct PostgresThrottleStore: ThrottleStore {
    private let database: PostgresDatabase

    /// Keeps the counts in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func reserve(_ attempts: [(key: ThrottleKey, rule: ThrottleRule)], at date: Date) async throws -> Duration? {
        let logger = database.logger
        return try await database.transaction { connection -> Duration? in
            // Attempts at one key queue here, each a few statements long: they may wait as long
            // as a statement may run, not the pool's 5 s for a lock held by someone else.
            try await connection.execute("SET LOCAL lock_timeout = '15s'", logger: logger)
            for key in Set(attempts.map(\.key.rawValue)).sorted() {
                try await connection.execute("SELECT pg_advisory_xact_lock(hashtextextended(\(key), 0))", logger: logger)
            }
            var states: [ThrottleState?] = []
            for attempt in attempts { states.append(try await Self.state(of: attempt.key, on: connection, logger: logger)) }
            if let lockedUntil = states.compactMap({ $0?.lockedUntil }).filter({ $0 > date }).max() {
                return .milliseconds(Int64((lockedUntil.timeIntervalSince(date) * 1000).rounded(.up)))
            }
            for (attempt, state) in zip(attempts, states) {
                try await Self.save(attempt.rule.after(state, attemptAt: date), for: attempt.key, on: connection, logger: logger)
            }
            return nil
        }
    }

    public func refund(_ key: ThrottleKey, rule: ThrottleRule) async throws {
        let logger = database.logger
        try await database.transaction { connection in
            try await connection.execute("SELECT pg_advisory_xact_lock(hashtextextended(\(key.rawValue), 0))", logger: logger)
            guard let state = try await Self.state(of: key, on: connection, logger: logger) else { return }
            try await Self.save(rule.refunded(state), for: key, on: connection, logger: logger)
        }
    }

    public func clear(_ key: ThrottleKey) async throws {
        try await database.execute("DELETE FROM throttle WHERE key = \(key.rawValue)")
    }

    private static func state(of key: ThrottleKey, on connection: PostgresConnection, logger: Logger) async throws -> ThrottleState? {
        let rows = try await connection.query(
            "SELECT attempts, last_attempt, locked_until FROM throttle WHERE key = \(key.rawValue)", logger: logger)
        for try await (attempts, lastAttempt, lockedUntil) in rows.decode((Int, Date, Date?).self) {
            return ThrottleState(attempts: attempts, lastAttempt: lastAttempt, lockedUntil: lockedUntil)
        }
        return nil
    }

    private static func save(_ state: ThrottleState, for key: ThrottleKey, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.execute("""
            INSERT INTO throttle (key, attempts, last_attempt, locked_until)
            VALUES (\(key.rawValue), \(state.attempts), \(state.lastAttempt), \(state.lockedUntil))
            ON CONFLICT (key) DO UPDATE SET
              attempts = excluded.attempts, last_attempt = excluded.last_attempt, locked_until = excluded.locked_until
            """, logger: logger)
    }
}
