import Foundation
import MarqueeCore
import PostgresNIO

/// Every owner's search history in the `search_history` table; the trigger
/// `search_history_keep_newest` keeps each owner's newest ten.
public struct PostgresSearchHistory: SearchHistory {
    private let database: PostgresDatabase
    private let now: @Sendable () -> Date

    /// Keeps the histories in `database`, stamping entries with `now`.
    public init(database: PostgresDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func remember(_ query: SearchQuery, for owner: OwnerID) async throws {
        let logger = database.logger, searchedAt = now()
        // One owner's searches are numbered one at a time (two tabs, two servers), so no two
        // share a place and the trigger sees every earlier one when it trims.
        try await database.transaction { connection in
            // One owner's own searches queue here, each a few statements long: they may wait as
            // long as a statement may run, not the pool's 5 s for a lock held by someone else.
            try await connection.execute("SET LOCAL lock_timeout = '15s'", logger: logger)
            try await connection.execute("SELECT pg_advisory_xact_lock(hashtextextended(\("search_history " + owner.rawValue), 0))", logger: logger)
            // Searching the newest query again, typed the same way, changes nothing.
            try await connection.execute("""
                INSERT INTO search_history (owner_id, query, normalized_query, sequence, searched_at)
                VALUES (\(owner.rawValue), \(query.text), \(SearchHistoryPolicy.normalize(query.text)),
                        (SELECT COALESCE(max(sequence), 0) + 1 FROM search_history WHERE owner_id = \(owner.rawValue)), \(searchedAt))
                ON CONFLICT (owner_id, normalized_query) DO UPDATE SET
                  query = excluded.query, sequence = excluded.sequence, searched_at = excluded.searched_at
                WHERE search_history.query <> excluded.query OR search_history.sequence < excluded.sequence - 1
                """, logger: logger)
        }
    }

    public func recentQueries(of owner: OwnerID) async throws -> [String] {
        let rows = try await database.query("""
            SELECT query FROM search_history WHERE owner_id = \(owner.rawValue) ORDER BY sequence DESC LIMIT \(SearchHistoryPolicy.capacity)
            """)
        var queries: [String] = []
        for try await query in rows.decode(String.self) { queries.append(query) }
        return queries
    }

    public func forget(_ text: String, for owner: OwnerID) async throws {
        try await database.execute("""
            DELETE FROM search_history WHERE owner_id = \(owner.rawValue) AND normalized_query = \(SearchHistoryPolicy.normalize(text))
            """)
    }

    public func clear(for owner: OwnerID) async throws {
        try await database.execute("DELETE FROM search_history WHERE owner_id = \(owner.rawValue)")
    }

    /// Merges by date (at the same date, the visitor's after the account's): the merged list is
    /// written under a passing owner name, the two lists deleted, then the merged one renamed,
    /// all in one transaction. The trigger keeps the newest ten as the rows go in.
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        let passing = "moving:" + destination.rawValue
        try await database.transaction { connection in
            try await connection.execute("""
                INSERT INTO search_history (owner_id, query, normalized_query, sequence, searched_at)
                SELECT \(passing), query, normalized_query, row_number() OVER (ORDER BY searched_at, from_source, sequence), searched_at
                FROM (SELECT DISTINCT ON (normalized_query) query, normalized_query, searched_at,
                             owner_id = \(source.rawValue) AS from_source, sequence
                      FROM search_history WHERE owner_id IN (\(source.rawValue), \(destination.rawValue))
                      ORDER BY normalized_query, searched_at DESC, owner_id = \(source.rawValue)) AS merged
                ORDER BY searched_at, from_source, sequence
                """, logger: database.logger)
            try await connection.execute("""
                DELETE FROM search_history WHERE owner_id IN (\(source.rawValue), \(destination.rawValue))
                """, logger: database.logger)
            try await connection.execute("""
                UPDATE search_history SET owner_id = \(destination.rawValue) WHERE owner_id = \(passing)
                """, logger: database.logger)
        }
    }
}
