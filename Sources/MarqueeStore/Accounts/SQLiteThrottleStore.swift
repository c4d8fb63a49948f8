import Foundation
import GRDB
import MarqueeCore

/// Counts of attempts (failed log ins, sign-ups) in the `throttle` table, so that every server
/// of one database sees the same counts and a restart forgets nothing.
public struct SQLiteThrottleStore: ThrottleStore {
    private let database: AppDatabase

    /// Keeps the counts in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func reserve(_ attempts: [(key: ThrottleKey, rule: ThrottleRule)], at date: Date) async throws -> Duration? {
        try await database.writer.write { db in
            let states = try attempts.map { try Self.state(of: $0.key, in: db) }
            let lockedUntil = states.compactMap { $0?.lockedUntil }.filter { $0 > date }.max()
            if let lockedUntil {
                return .milliseconds(Int64((lockedUntil.timeIntervalSince(date) * 1000).rounded(.up)))
            }
            for (attempt, state) in zip(attempts, states) {
                try Self.save(attempt.rule.after(state, attemptAt: date), for: attempt.key, in: db)
            }
            return nil
        }
    }

    public func refund(_ key: ThrottleKey, rule: ThrottleRule) async throws {
        try await database.writer.write { db in
            guard let state = try Self.state(of: key, in: db) else { return }
            try Self.save(rule.refunded(state), for: key, in: db)
        }
    }

    private static func state(of key: ThrottleKey, in db: Database) throws -> ThrottleState? {
        try Row.fetchOne(db, sql: "SELECT attempts, lastAttempt, lockedUntil FROM throttle WHERE key = ?", arguments: [key.rawValue])
            .map { ThrottleState(attempts: $0["attempts"], lastAttempt: $0["lastAttempt"], lockedUntil: $0["lockedUntil"]) }
    }

    private static func save(_ state: ThrottleState, for key: ThrottleKey, in db: Database) throws {
        try db.execute(sql: """
            INSERT INTO throttle (key, attempts, lastAttempt, lockedUntil) VALUES (?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET attempts = excluded.attempts, lastAttempt = excluded.lastAttempt, lockedUntil = excluded.lockedUntil
            """, arguments: [key.rawValue, state.attempts, state.lastAttempt, state.lockedUntil])
    }

    public func clear(_ key: ThrottleKey) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM throttle WHERE key = ?", arguments: [key.rawValue])
        }
    }
}
