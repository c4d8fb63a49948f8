import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// The last good upstream answers in the `response_cache` table, bounded like SQLite's: copies
/// past their age go, and past the size limit the oldest, on every write.
public struct PostgresResponseCache: ResponseCache {
    private let database: PostgresDatabase
    private let limits: SQLiteResponseCache.Limits

    /// Keeps the answers in `database`, within `limits`.
    public init(database: PostgresDatabase, limits: SQLiteResponseCache.Limits = .init()) {
        self.database = database
        self.limits = limits
    }

    /// Saves the answer and keeps the cache under its size limit, as SQLite's does: the total is
    /// kept by a trigger, and past the limit the oldest go down to nine tenths of it.
    public func store(_ data: Data, for key: CacheKey, at date: Date) async throws {
        try await database.execute("""
            INSERT INTO response_cache (key, body, saved_at) VALUES (\(key.rawValue), \(data), \(date))
            ON CONFLICT (key) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """)
        try await keepUnderLimit()
    }

    /// Drops copies older than the age limit, then the oldest until the total is under the
    /// size limit.
    public func evict(now: Date = Date()) async throws {
        try await database.execute(
            "DELETE FROM response_cache WHERE saved_at < \(now.addingTimeInterval(-limits.maximumAge.timeInterval))")
        try await keepUnderLimit()
    }

    /// The answers' total size, keys and bodies, as the trigger keeps it.
    public func size() async throws -> Int {
        for try await bytes in try await database.query("SELECT bytes FROM response_cache_size").decode(Int.self) { return bytes }
        return 0
    }

    /// Past the limit, drops the oldest answers (read by index, a thousand at most at a time)
    /// until the total is at nine tenths of it.
    private func keepUnderLimit() async throws {
        var total = try await size()
        guard total > limits.maximumBytes else { return }
        let target = limits.maximumBytes - limits.maximumBytes / 10
        while total > target {
            var deleted = 0
            for try await count in try await database.query("""
                WITH gone AS (
                  DELETE FROM response_cache WHERE key IN (
                    SELECT key FROM (
                      SELECT key, size, sum(size) OVER (ORDER BY saved_at, key) AS freed FROM (
                        SELECT key, saved_at, octet_length(key) + octet_length(body) AS size FROM response_cache ORDER BY saved_at, key LIMIT 1000
                      ) AS oldest
                    ) AS sized WHERE freed - size < \(total - target))
                  RETURNING 1)
                SELECT count(*)::bigint FROM gone
                """).decode(Int.self) {
                deleted = count
            }
            guard deleted > 0 else { return }
            total = try await size()
        }
    }

    public func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? {
        let rows = try await database.query(
            "SELECT body, saved_at FROM response_cache WHERE key = \(key.rawValue)")
        for try await (body, savedAt) in rows.decode((Data, Date).self) {
            return (body, savedAt)
        }
        return nil
    }
}
