import Logging
import PostgresNIO

/// Applies ``PostgresMigrations`` in order, each in a transaction recorded in `schema_migration`.
/// The caller holds the start-up lock.
struct PostgresMigrator {
    let connection: PostgresConnection
    let logger: Logger

    func migrate() async throws {
        try await connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migration (
              version bigint PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
            """, logger: logger)
        var applied: Set<Int> = []
        for try await version in try await connection.query("SELECT version FROM schema_migration", logger: logger).decode(Int.self) {
            applied.insert(version)
        }
        for migration in PostgresMigrations.inOrder where !applied.contains(migration.version) {
            try await connection.withTransaction(logger: logger) { connection in
                for statement in migration.statements {
                    try await connection.execute(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.execute(
                    "INSERT INTO schema_migration (version, name) VALUES (\(migration.version), \(migration.name))", logger: logger)
            }
            logger.info("Migrated PostgreSQL", metadata: ["version": "\(migration.version)", "name": "\(migration.name)"])
        }
    }
}
