import Foundation
import GRDB
import MarqueeCore

/// The last good upstream answers, kept in the `responseCache` table.
public struct SQLiteResponseCache: ResponseCache {
    private let database: AppDatabase

    /// Keeps the answers in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Saves `data` as the answer for `key`, replacing an older one.
    public func store(_ data: Data, for key: CacheKey, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO responseCache (key, body, savedAt) VALUES (?, ?, ?)", arguments: [key.rawValue, data, date])
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
