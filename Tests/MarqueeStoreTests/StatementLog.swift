import Foundation
import GRDB
import MarqueeStore
import Synchronization

/// An in-memory database that records the SQL statements the app runs, leaving out
/// transaction control, GRDB's `PRAGMA query_only` around reads, and what triggers run.
final class StatementLog: Sendable {
    private final class Lines: Sendable {
        let value = Mutex<[String]>([])
    }

    private let lines: Lines
    let database: AppDatabase

    init() throws {
        let lines = Lines()
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.trace(options: .statement) { event in
                guard case let .statement(statement) = event else { return }
                let sql = statement.sql
                let control = ["--", "PRAGMA", "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE"]
                guard !control.contains(where: { sql.uppercased().hasPrefix($0) }) else { return }
                lines.value.withLock { $0.append(sql) }
            }
        }
        self.lines = lines
        database = try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// The statements `work` ran.
    func statements(during work: () async throws -> Void) async rethrows -> [String] {
        lines.value.withLock { $0.removeAll() }
        try await work()
        return lines.value.withLock { $0 }
    }
}
