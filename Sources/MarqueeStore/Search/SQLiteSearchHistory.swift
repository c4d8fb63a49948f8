import Foundation
import GRDB
import MarqueeCore

/// Search history kept in the `searchHistory` table.
public struct SQLiteSearchHistory: SearchHistory {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func remember(_ query: SearchQuery) async throws {
        let date = now()
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO searchHistory (query, normalizedQuery, sequence, searchedAt)
                VALUES (?, ?, (SELECT IFNULL(MAX(sequence), 0) + 1 FROM searchHistory), ?)
                ON CONFLICT (normalizedQuery) DO UPDATE SET
                  query = excluded.query, sequence = excluded.sequence, searchedAt = excluded.searchedAt
                """, arguments: [query.text, Self.normalize(query.text), date])
            try db.execute(sql: """
                DELETE FROM searchHistory WHERE id NOT IN
                  (SELECT id FROM searchHistory ORDER BY sequence DESC LIMIT ?)
                """, arguments: [SearchHistoryPolicy.capacity])
        }
    }

    public func recentQueries() async throws -> [String] {
        try await database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT query FROM searchHistory ORDER BY sequence DESC LIMIT ?",
                                arguments: [SearchHistoryPolicy.capacity])
        }
    }

    public func forget(_ text: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE normalizedQuery = ?", arguments: [Self.normalize(text)])
        }
    }

    public func clear() async throws {
        _ = try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory")
        }
    }

    private static func normalize(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
