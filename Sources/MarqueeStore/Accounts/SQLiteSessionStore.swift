import Foundation
import GRDB
import MarqueeCore

/// The logged-in sessions, in the `session` table, keyed by the digest of their token.
public struct SQLiteSessionStore: SessionStore {
    private let database: AppDatabase

    /// Keeps the sessions in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func start(digest: String, for account: AccountID, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO session (digest, accountID, createdAt, lastSeenAt) VALUES (?, ?, ?, ?)",
                           arguments: [digest, account.rawValue, date, date])
        }
    }

    public func account(forDigest digest: String, at date: Date, policy: SessionPolicy) async throws -> Account? {
        let idleSince = date.addingTimeInterval(-policy.idleTimeout.timeInterval)
        let bornSince = date.addingTimeInterval(-policy.absoluteLifetime.timeInterval)
        let found = try database.readStatement { db -> (AccountRecord, Date)? in
            let row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT account.*, session.lastSeenAt AS sessionLastSeenAt FROM session JOIN account ON account.id = session.accountID
                WHERE session.digest = ? AND session.lastSeenAt > ? AND session.createdAt > ?
                """), arguments: [digest, idleSince, bornSince])
            return try row.map { (try AccountRecord(row: $0), $0["sessionLastSeenAt"]) }
        }
        guard let (record, lastSeen) = found else { return nil }
        // A session's use is written at most once per interval, not on every page.
        if date.timeIntervalSince(lastSeen) >= policy.touchInterval.timeInterval {
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE session SET lastSeenAt = ? WHERE digest = ?", arguments: [date, digest])
            }
        }
        return record.account
    }

    public func end(digest: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM session WHERE digest = ?", arguments: [digest])
        }
    }
}
