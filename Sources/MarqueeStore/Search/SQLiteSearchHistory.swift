import Foundation
import GRDB
import MarqueeCore

/// Every owner's search history, kept in the `searchHistory` table.
public struct SQLiteSearchHistory: SearchHistory {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    /// Keeps the histories in `database`, stamping entries with `now`.
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    /// Puts `query` at the top of the owner's list, replacing an entry that differs only in
    /// case or spacing.
    ///
    /// One statement: the trigger `searchHistory_keepNewest` (migration v3) trims the owner's
    /// history to the newest ten after an insert; an update adds no entry.
    public func remember(_ query: SearchQuery, for owner: OwnerID) async throws {
        let date = now()
        try await database.writer.write { db in
            // Searching the newest query again, typed the same way, changes nothing.
            try db.execute(sql: """
                INSERT INTO searchHistory (ownerID, query, normalizedQuery, sequence, searchedAt)
                VALUES (:owner, :query, :normalized, (SELECT IFNULL(MAX(sequence), 0) + 1 FROM searchHistory WHERE ownerID = :owner), :date)
                ON CONFLICT (ownerID, normalizedQuery) DO UPDATE SET
                  query = excluded.query, sequence = excluded.sequence, searchedAt = excluded.searchedAt
                WHERE searchHistory.query <> excluded.query OR searchHistory.sequence < excluded.sequence - 1
                """, arguments: ["owner": owner.rawValue, "query": query.text, "normalized": SearchHistoryPolicy.normalize(query.text), "date": date])
        }
    }

    /// The owner's remembered queries, the latest first.
    public func recentQueries(of owner: OwnerID) async throws -> [String] {
        try database.readStatement { db in
            try String.fetchAll(db.cachedStatement(sql: "SELECT query FROM searchHistory WHERE ownerID = ? ORDER BY sequence DESC LIMIT ?"),
                                arguments: [owner.rawValue, SearchHistoryPolicy.capacity])
        }
    }

    /// Drops the owner's entry matching `text`, ignoring case and spacing.
    public func forget(_ text: String, for owner: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ? AND normalizedQuery = ?",
                           arguments: [owner.rawValue, SearchHistoryPolicy.normalize(text)])
        }
    }

    /// Drops every entry of the owner.
    public func clear(for owner: OwnerID) async throws {
        _ = try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ?", arguments: [owner.rawValue])
        }
    }

    /// Moves `source`'s queries to `destination` in one transaction, merged by date (at the same
    /// date, the visitor's after the account's, each in its own order): a query both have keeps
    /// its newer search, and the trigger keeps the newest ``SearchHistoryPolicy/capacity``.
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.writer.write { db in
            // Sequences count per owner, so the two lists are ordered by date and renumbered.
            try db.execute(sql: """
                CREATE TEMP TABLE IF NOT EXISTS mergedHistory (query TEXT, normalizedQuery TEXT, searchedAt DATETIME, fromSource INTEGER, sequence INTEGER);
                DELETE FROM mergedHistory;
                INSERT INTO mergedHistory
                  SELECT query, normalizedQuery, MAX(searchedAt), ownerID = :source, sequence FROM searchHistory
                  WHERE ownerID IN (:source, :destination) GROUP BY normalizedQuery;
                DELETE FROM searchHistory WHERE ownerID IN (:source, :destination);
                INSERT INTO searchHistory (ownerID, query, normalizedQuery, sequence, searchedAt)
                  SELECT :destination, query, normalizedQuery, ROW_NUMBER() OVER (ORDER BY searchedAt, fromSource, sequence), searchedAt
                  FROM mergedHistory ORDER BY searchedAt, fromSource, sequence;
                DELETE FROM mergedHistory;
                """, arguments: ["source": source.rawValue, "destination": destination.rawValue])
        }
    }
}
