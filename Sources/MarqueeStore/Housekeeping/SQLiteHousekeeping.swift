import Foundation
import GRDB
import MarqueeCore

/// ``Housekeeping`` in SQLite: the `visitor` table holds when each anonymous browser was last
/// seen, and a sweep deletes in one transaction what the rules say is over.
public struct SQLiteHousekeeping: Housekeeping {
    private let database: AppDatabase

    /// Keeps `database` tidy.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func visitorSeen(_ owner: OwnerID, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO visitor (ownerID, lastSeenAt) VALUES (?, ?)
                ON CONFLICT (ownerID) DO UPDATE SET lastSeenAt = MAX(lastSeenAt, excluded.lastSeenAt)
                """, arguments: [owner.rawValue, date])
        }
    }

    public func checkWritable(at now: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO healthCheck (id, checkedAt) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checkedAt = excluded.checkedAt",
                           arguments: [now])
        }
    }

    public func sweep(_ rules: RetentionRules, at now: Date) async throws -> SweepReport {
        let cutoff = rules.cutoffs(at: now)
        return try await database.writer.write { db in
            var report = SweepReport()
            // A browser's rows go with it; only browsers that were seen, and not since the
            // cutoff, are forgotten.
            let idle = "SELECT ownerID FROM visitor WHERE lastSeenAt < :cutoff"
            // The year's counts after the viewings, which count themselves out as they go.
            for table in ["favorite", "viewing", "yearTally", "watchlist", "changeClock", "searchHistory", "gallerySearch", "importJob", "filmList"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE ownerID IN (\(idle))", arguments: ["cutoff": cutoff.visitor])
            }
            // A deleted viewing is kept for "Undo" until the next sweep a day on.
            try db.execute(sql: "DELETE FROM viewing WHERE deletedAt < ?", arguments: [now.addingTimeInterval(-86_400)])
            // An import waits a day for the person's say.
            try db.execute(sql: "DELETE FROM importJob WHERE updatedAt < ?", arguments: [now.addingTimeInterval(-86_400)])
            // A deleted list, with its films and links, once its "Undo" is a day old.
            try db.execute(sql: "DELETE FROM filmList WHERE deletedAt < ?", arguments: [now.addingTimeInterval(-86_400)])
            try db.execute(sql: "DELETE FROM visitor WHERE lastSeenAt < ?", arguments: [cutoff.visitor])
            report.visitors = db.changesCount
            try db.execute(sql: "DELETE FROM session WHERE lastSeenAt < ? OR createdAt < ?", arguments: [cutoff.sessionIdle, cutoff.sessionStart])
            report.sessions = db.changesCount
            try db.execute(sql: "DELETE FROM throttle WHERE lastAttempt < ? AND (lockedUntil IS NULL OR lockedUntil < ?)",
                           arguments: [cutoff.throttle, now])
            report.throttles = db.changesCount
            try db.execute(sql: "DELETE FROM responseCache WHERE savedAt < ?", arguments: [cutoff.savedAnswer])
            report.savedAnswers = db.changesCount
            return report
        }
    }
}
