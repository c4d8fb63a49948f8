import Foundation
import MarqueeCore
import PostgresNIO

/// The logged-in sessions in the `session` table, keyed by the digest of their token.
public struct PostgresSessionStore: SessionStore {
    private let database: PostgresDatabase

    /// Keeps the sessions in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func start(digest: String, for account: AccountID, at date: Date) async throws {
        try await database.execute("""
            INSERT INTO session (digest, account_id, created_at, last_seen_at) VALUES (\(digest), \(account.rawValue), \(date), \(date))
            """)
    }

    public func account(forDigest digest: String, at date: Date, policy: SessionPolicy) async throws -> Account? {
        let idleSince = date.addingTimeInterval(-policy.idleTimeout.timeInterval)
        let bornSince = date.addingTimeInterval(-policy.absoluteLifetime.timeInterval)
        let rows = try await database.query("""
            SELECT \(unescaped: AccountRow.columns), session.last_seen_at FROM session JOIN account ON account.id = session.account_id
            WHERE session.digest = \(digest) AND session.last_seen_at > \(idleSince) AND session.created_at > \(bornSince)
            """)
        var found: (Account?, Date)?
        for try await row in rows {
            let access = row.makeRandomAccess()
            found = (try AccountRow.account(from: access), try access["last_seen_at"].decode(Date.self))
        }
        guard let (account, lastSeen) = found else { return nil }
        // A session's use is written at most once per interval, not on every page.
        if date.timeIntervalSince(lastSeen) >= policy.touchInterval.timeInterval {
            try await database.execute("UPDATE session SET last_seen_at = \(date) WHERE digest = \(digest)")
        }
        return account
    }

    public func end(digest: String) async throws {
        try await database.execute("DELETE FROM session WHERE digest = \(digest)")
    }
}
