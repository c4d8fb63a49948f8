import Foundation
import MarqueeCore
import NIOCore
import NIOPosix
import PostgresNIO

/// Import jobs in PostgreSQL's `import_job`: each one JSON document (``ImportJob``), swept a day
/// on (as ``SQLiteImportJobStore``). A large import's summary is megabytes of JSON: it is
/// encoded and decoded on NIO's thread pool, not on an event loop.
public struct PostgresImportJobStore: ImportJobStore {
    let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func save(_ job: ImportJob) async throws {
        let body = try await NIOThreadPool.singleton.runIfActive { try JSONEncoder().encode(job) }
        try await database.query("""
            INSERT INTO import_job (id, owner_id, updated_at, body) VALUES (\(job.id), \(job.owner.rawValue), \(job.updatedAt), \(body))
            ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, body = excluded.body WHERE import_job.owner_id = excluded.owner_id
            """)
    }

    public func job(_ id: String, of owner: OwnerID) async throws -> ImportJob? {
        for try await body in try await database.query("""
            SELECT body FROM import_job WHERE id = \(id) AND owner_id = \(owner.rawValue)
            """).decode(Data.self) {
            return try await NIOThreadPool.singleton.runIfActive { try JSONDecoder().decode(ImportJob.self, from: body) }
        }
        return nil
    }
}
