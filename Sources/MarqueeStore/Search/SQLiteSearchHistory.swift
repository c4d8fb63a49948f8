import Foundation
import GRDB
import MarqueeCore

/// One owner's search history, kept in the `searchHistory` table.
public struct SQLiteSearchHistory: SearchHistory {
    private let database: AppDatabase
    private let owner: OwnerID
    private let now: @Sendable () -> Date

    public init(database: AppDatabase, owner: OwnerID, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.owner = owner
        self.now = now
    }

    public func remember(_ query: SearchQuery) async throws {
        // Searching the newest query again changes nothing: skip the write.
        if try await recentQueries().first == query.text { return }
        let date = now()
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO searchHistory (ownerID, query, normalizedQuery, sequence, searchedAt)
                VALUES (?, ?, ?, (SELECT IFNULL(MAX(sequence), 0) + 1 FROM searchHistory WHERE ownerID = ?), ?)
                ON CONFLICT (ownerID, normalizedQuery) DO UPDATE SET
                  query = excluded.query, sequence = excluded.sequence, searchedAt = excluded.searchedAt
                """, arguments: [owner.rawValue, query.text, Self.normalize(query.text), owner.rawValue, date])
            try db.execute(sql: """
                DELETE FROM searchHistory WHERE ownerID = ? AND id NOT IN
                  (SELECT id FROM searchHistory WHERE ownerID = ? ORDER BY sequence DESC LIMIT ?)
                """, arguments: [owner.rawValue, owner.rawValue, SearchHistoryPolicy.capacity])
        }
    }

    public func recentQueries() async throws -> [String] {
        try await database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT query FROM searchHistory WHERE ownerID = ? ORDER BY sequence DESC LIMIT ?",
                                arguments: [owner.rawValue, SearchHistoryPolicy.capacity])
        }
    }

    public func forget(_ text: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ? AND normalizedQuery = ?",
                           arguments: [owner.rawValue, Self.normalize(text)])
        }
    }

    public func clear() async throws {
        _ = try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ?", arguments: [owner.rawValue])
        }
    }

    private static func normalize(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
