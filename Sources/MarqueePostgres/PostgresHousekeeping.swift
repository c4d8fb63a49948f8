import Foundation
import MarqueeCore
import PostgresNIO

/// ``Housekeeping`` on PostgreSQL: the `visitor` table holds when each anonymous browser was
/// last seen, and a sweep deletes in one transaction what the rules say is over.
public struct PostgresHousekeeping: Housekeeping {
    private let database: PostgresDatabase

    /// Keeps `database` tidy.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func visitorSeen(_ owner: OwnerID, at date: Date) async throws {
        try await database.execute("""
            INSERT INTO visitor (owner_id, last_seen_at) VALUES (\(owner.rawValue), \(date))
            ON CONFLICT (owner_id) DO UPDATE SET last_seen_at = greatest(visitor.last_seen_at, excluded.last_seen_at)
            """)
    }

    public func checkWritable(at now: Date) async throws {
        try await database.execute("""
            INSERT INTO health_check (id, checked_at) VALUES (1, \(now)) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at
            """)
    }

    public func sweep(_ rules: RetentionRules, at now: Date) async throws -> SweepReport {
        let cutoff = rules.cutoffs(at: now)
        let logger = database.logger
        return try await database.transaction { connection in
            func count(_ query: PostgresQuery) async throws -> Int {
                var total = 0
                for try await deleted in try await connection.query(query, logger: logger).decode(Int.self) { total = deleted }
                return total
            }
            var report = SweepReport()
            // A browser's rows go with it; only browsers that were seen, and not since the
            // cutoff, are forgotten.
            try await connection.execute("""
                DELETE FROM favorite WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM viewing WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            // The year's counts after the viewings, which count themselves out as they go.
            try await connection.execute("""
                DELETE FROM year_tally WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM watchlist WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM change_clock WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM search_history WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM gallery_search WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM import_job WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            try await connection.execute("""
                DELETE FROM film_list WHERE owner_id IN (SELECT owner_id FROM visitor WHERE last_seen_at < \(cutoff.visitor))
                """, logger: logger)
            // A deleted viewing is kept for "Undo" until the next sweep a day on, and an import
            // waits a day for the person's say.
            try await connection.execute("DELETE FROM viewing WHERE deleted_at < \(now.addingTimeInterval(-86_400))", logger: logger)
            try await connection.execute("DELETE FROM import_job WHERE updated_at < \(now.addingTimeInterval(-86_400))", logger: logger)
            try await connection.execute("DELETE FROM film_list WHERE deleted_at < \(now.addingTimeInterval(-86_400))", logger: logger)
            report.visitors = try await count("""
                WITH gone AS (DELETE FROM visitor WHERE last_seen_at < \(cutoff.visitor) RETURNING 1) SELECT count(*)::bigint FROM gone
                """)
            report.sessions = try await count("""
                WITH gone AS (DELETE FROM session WHERE last_seen_at < \(cutoff.sessionIdle) OR created_at < \(cutoff.sessionStart) RETURNING 1)
                SELECT count(*)::bigint FROM gone
                """)
            report.throttles = try await count("""
                WITH gone AS (DELETE FROM throttle WHERE last_attempt < \(cutoff.throttle) AND (locked_until IS NULL OR locked_until < \(now))
                  RETURNING 1)
                SELECT count(*)::bigint FROM gone
                """)
            report.savedAnswers = try await count("""
                WITH gone AS (DELETE FROM response_cache WHERE saved_at < \(cutoff.savedAnswer) RETURNING 1) SELECT count(*)::bigint FROM gone
                """)
            return report
        }
    }
}
