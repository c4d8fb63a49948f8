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

    public func wait(for keys: [ThrottleKey], at date: Date) async throws -> Duration? {
        let until = try database.readStatement { db in
            try Date.fetchOne(db, sql: """
                SELECT MAX(lockedUntil) FROM throttle WHERE key IN (SELECT value FROM json_each(?)) AND lockedUntil > ?
                """, arguments: [Self.jsonArray(keys.map(\.rawValue)), date])
        }
        return until.map { .milliseconds(Int64(($0.timeIntervalSince(date) * 1000).rounded(.up))) }
    }

    public func recordAttempt(_ key: ThrottleKey, at date: Date, rule: ThrottleRule) async throws {
        try await database.writer.write { db in
            let row = try Row.fetchOne(db, sql: "SELECT attempts, lastAttempt, lockedUntil FROM throttle WHERE key = ?", arguments: [key.rawValue])
            let state = row.map { ThrottleState(attempts: $0["attempts"], lastAttempt: $0["lastAttempt"], lockedUntil: $0["lockedUntil"]) }
            let next = rule.after(state, attemptAt: date)
            try db.execute(sql: """
                INSERT INTO throttle (key, attempts, lastAttempt, lockedUntil) VALUES (?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET attempts = excluded.attempts, lastAttempt = excluded.lastAttempt, lockedUntil = excluded.lockedUntil
                """, arguments: [key.rawValue, next.attempts, next.lastAttempt, next.lockedUntil])
        }
    }

    public func clear(_ key: ThrottleKey) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM throttle WHERE key = ?", arguments: [key.rawValue])
        }
    }

    private static func jsonArray(_ strings: [String]) -> String {
        let data = (try? JSONEncoder().encode(strings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
