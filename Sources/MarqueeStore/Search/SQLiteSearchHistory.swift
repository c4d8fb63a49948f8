import Foundation
import GRDB
import MarqueeCore

/// One owner's search history, kept in the `searchHistory` table.
public struct SQLiteSearchHistory: SearchHistory {
    private let database: AppDatabase
    private let owner: OwnerID
    private let now: @Sendable () -> Date

    /// Keeps the history of `owner` in `database`, stamping entries with `now`.
    public init(database: AppDatabase, owner: OwnerID, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.owner = owner
        self.now = now
    }

    /// Puts `query` at the top, replacing an entry that differs only in case or spacing.
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

    /// The remembered queries, the latest first.
    public func recentQueries() async throws -> [String] {
        try await database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT query FROM searchHistory WHERE ownerID = ? ORDER BY sequence DESC LIMIT ?",
                                arguments: [owner.rawValue, SearchHistoryPolicy.capacity])
        }
    }

    /// Drops the entry matching `text`, ignoring case and spacing.
    public func forget(_ text: String) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ? AND normalizedQuery = ?",
                           arguments: [owner.rawValue, Self.normalize(text)])
        }
    }

    /// Drops every entry of this owner.
    public func clear() async throws {
        _ = try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ?", arguments: [owner.rawValue])
        }
    }

    private static func normalize(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
