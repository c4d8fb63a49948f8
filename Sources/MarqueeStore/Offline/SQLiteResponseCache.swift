import Foundation
import GRDB
import MarqueeCore

/// The last good upstream answers, kept in the `responseCache` table.
public struct SQLiteResponseCache: ResponseCache {
    private let database: AppDatabase
    private let limits: Limits

    /// How much the cache keeps.
    public struct Limits: Sendable {
        /// Older copies are dropped: 30 days by default.
        public var maximumAge: Duration
        /// The bodies' total size: 64 MB by default.
        public var maximumBytes: Int

        /// The defaults, or others for tests.
        public init(maximumAge: Duration = .seconds(30 * 24 * 3600), maximumBytes: Int = 64 << 20) {
            self.maximumAge = maximumAge
            self.maximumBytes = maximumBytes
        }
    }

    /// Keeps the answers in `database`, within `limits`.
    public init(database: AppDatabase, limits: Limits = Limits()) {
        self.database = database
        self.limits = limits
    }

    /// Saves `data` as the answer for `key`, replacing an older one.
    public func store(_ data: Data, for key: CacheKey, at date: Date) async throws {
        let limits = limits
        try await database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO responseCache (key, body, savedAt) VALUES (?, ?, ?)", arguments: [key.rawValue, data, date])
            // Bounded like the image cache: copies past their age go, then the oldest until the
            // bodies fit. Checked on every 50th write, which keeps writes cheap.
            guard db.lastInsertedRowID % 50 == 0 else { return }
            try Self.evict(db, limits: limits, now: date)
        }
    }

    /// Drops copies older than the age limit, then the oldest until the total is under the
    /// size limit.
    public func evict(now: Date = Date()) async throws {
        let limits = limits
        try await database.writer.write { db in try Self.evict(db, limits: limits, now: now) }
    }

    private static func evict(_ db: Database, limits: Limits, now: Date) throws {
        try db.execute(sql: "DELETE FROM responseCache WHERE savedAt < ?", arguments: [now.addingTimeInterval(-limits.maximumAge.timeInterval)])
        try db.execute(sql: """
            DELETE FROM responseCache WHERE key IN (
              SELECT key FROM (SELECT key, SUM(length(body)) OVER (ORDER BY savedAt DESC, key) AS running FROM responseCache)
              WHERE running > ?)
            """, arguments: [limits.maximumBytes])
    }

    /// The last answer saved for `key` and when; nil when there is none.
    public func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? {
        try database.readStatement { db in
            try Row.fetchOne(db, sql: "SELECT body, savedAt FROM responseCache WHERE key = ?", arguments: [key.rawValue])
                .map { (data: $0["body"], savedAt: $0["savedAt"]) }
        }
    }
}
