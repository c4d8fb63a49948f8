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
        /// The answers' total size, keys and bodies: 64 MB by default
        /// (`MARQUEE_RESPONSE_CACHE_MB`). Past it the oldest go, down to nine tenths of it, so
        /// that the next writes do not each evict again.
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

    /// Saves `data` as the answer for `key`, replacing an older one, and keeps the cache under
    /// its size limit in the same transaction: however many answers a crawl brings, the cache
    /// never holds more than ``Limits/maximumBytes`` once a write is done.
    public func store(_ data: Data, for key: CacheKey, at date: Date) async throws {
        let limits = limits
        try await database.writer.write { db in
            // An upsert, not INSERT OR REPLACE: the size triggers see a replaced answer as changed.
            try db.execute(sql: """
                INSERT INTO responseCache (key, body, savedAt) VALUES (?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET body = excluded.body, savedAt = excluded.savedAt
                """, arguments: [key.rawValue, data, date])
            try Self.keepUnderLimit(db, limits: limits)
        }
    }

    /// Drops copies older than the age limit, then the oldest until the total is under the
    /// size limit.
    public func evict(now: Date = Date()) async throws {
        let limits = limits
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM responseCache WHERE savedAt < ?", arguments: [now.addingTimeInterval(-limits.maximumAge.timeInterval)])
            try Self.keepUnderLimit(db, limits: limits)
        }
    }

    /// The answers' total size, keys and bodies, as the triggers keep it.
    public func size() async throws -> Int {
        try database.readStatement { db in try Int.fetchOne(db, sql: "SELECT bytes FROM responseCacheSize") ?? 0 }
    }

    /// Past the limit, drops the oldest answers (read by index, a thousand at most at a time)
    /// until the total is at nine tenths of it.
    private static func keepUnderLimit(_ db: Database, limits: Limits) throws {
        var total = try Int.fetchOne(db.cachedStatement(sql: "SELECT bytes FROM responseCacheSize")) ?? 0
        guard total > limits.maximumBytes else { return }
        let target = limits.maximumBytes - limits.maximumBytes / 10
        while total > target {
            try db.execute(sql: """
                DELETE FROM responseCache WHERE key IN (
                  SELECT key FROM (
                    SELECT key, size, SUM(size) OVER (ORDER BY savedAt, key) AS freed FROM (
                      SELECT key, savedAt, length(key) + length(body) AS size FROM responseCache ORDER BY savedAt, key LIMIT 1000))
                  WHERE freed - size < ?)
                """, arguments: [total - target])
            guard db.changesCount > 0 else { return }
            total = try Int.fetchOne(db.cachedStatement(sql: "SELECT bytes FROM responseCacheSize")) ?? 0
        }
    }

    /// The last answer saved for `key` and when; nil when there is none.
    public func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? {
        try database.readStatement { db in
            try Row.fetchOne(db, sql: "SELECT body, savedAt FROM responseCache WHERE key = ?", arguments: [key.rawValue])
                .map { (data: $0["body"], savedAt: $0["savedAt"]) }
        }
    }
}
