import Foundation
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// The last good upstream answers in the `response_cache` table, bounded like SQLite's: copies
/// past their age go, then the oldest until the bodies fit.
public struct PostgresResponseCache: ResponseCache {
    private let database: PostgresDatabase
    private let limits: SQLiteResponseCache.Limits

    /// Keeps the answers in `database`, within `limits`.
    public init(database: PostgresDatabase, limits: SQLiteResponseCache.Limits = .init()) {
        self.database = database
        self.limits = limits
    }

    public func store(_ data: Data, for key: CacheKey, at date: Date) async throws {
        try await database.execute("""
            INSERT INTO response_cache (key, body, saved_at) VALUES (\(key.rawValue), \(data), \(date))
            ON CONFLICT (key) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """)
        // Checked on about one write in fifty, which keeps writes cheap on every server.
        if Int.random(in: 0..<50) == 0 { try await evict(now: date) }
    }

    /// Drops copies older than the age limit, then the oldest until the total is under the
    /// size limit.
    public func evict(now: Date = Date()) async throws {
        try await database.execute(
            "DELETE FROM response_cache WHERE saved_at < \(now.addingTimeInterval(-limits.maximumAge.timeInterval))")
        try await database.execute("""
            DELETE FROM response_cache WHERE key IN (
              SELECT key FROM (SELECT key, sum(octet_length(body)) OVER (ORDER BY saved_at DESC, key) AS running FROM response_cache) AS sized
              WHERE running > \(limits.maximumBytes))
            """)
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
