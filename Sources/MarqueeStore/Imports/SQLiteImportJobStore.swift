import Foundation
import GRDB
import MarqueeCore

/// Import jobs in SQLite's `importJob`: each one JSON document (``ImportJob``), swept a day on.
public struct SQLiteImportJobStore: ImportJobStore {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Encoded and decoded on the database's queue: a large import's summary is megabytes of JSON.
    public func save(_ job: ImportJob) async throws {
        try await database.writer.write { db in
            let body = try JSONEncoder().encode(job)
            try db.execute(sql: """
                INSERT INTO importJob (id, ownerID, updatedAt, body) VALUES (?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET updatedAt = excluded.updatedAt, body = excluded.body WHERE ownerID = excluded.ownerID
                """, arguments: [job.id, job.owner.rawValue, job.updatedAt, body])
        }
    }

    public func job(_ id: String, of owner: OwnerID) async throws -> ImportJob? {
        try await database.readOffTheLoops { db in
            try Data.fetchOne(db, sql: "SELECT body FROM importJob WHERE id = ? AND ownerID = ?", arguments: [id, owner.rawValue])
                .map { try JSONDecoder().decode(ImportJob.self, from: $0) }
        }
    }
}
