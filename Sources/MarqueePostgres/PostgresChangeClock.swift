import Foundation
import Logging
import MarqueeCore
import PostgresNIO

/// The `change_clock` table, as SQLite's `changeClock`: for each owner and each thing they
/// change (`favorite:155`), the ``ChangeTime`` of the last change applied, kept after the thing
/// is gone, so that a change made earlier and arriving later is ignored.
enum PostgresChangeClock {
    /// Moves `owner`'s clock of `subject` to `time` in the transaction on `connection`, unless a
    /// later change was applied (the row stays locked until that transaction ends, so two
    /// changes of one thing take turns). A change at the same time is applied again.
    /// - Returns: whether the change made at `time` is to be applied.
    static func advance(owner: OwnerID, subject: ChangeSubject, to time: ChangeTime, on connection: PostgresConnection, logger: Logger) async throws -> Bool {
        let rows = try await connection.query("""
            INSERT INTO change_clock (owner_id, subject, changed_at) VALUES (\(owner.rawValue), \(subject.rawValue), \(time.millisecondsSince1970))
            ON CONFLICT (owner_id, subject) DO UPDATE SET changed_at = excluded.changed_at
            WHERE change_clock.changed_at <= excluded.changed_at
            RETURNING 1
            """, logger: logger)
        for try await _ in rows.decode(Int.self) { return true }
        return false
    }

    /// Gives `source`'s clocks to `destination`, the later time winning where both have one.
    static func moveAll(from source: OwnerID, to destination: OwnerID, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.execute("""
            INSERT INTO change_clock (owner_id, subject, changed_at)
            SELECT \(destination.rawValue), subject, changed_at FROM change_clock WHERE owner_id = \(source.rawValue)
            ON CONFLICT (owner_id, subject) DO UPDATE SET changed_at = greatest(change_clock.changed_at, excluded.changed_at)
            """, logger: logger)
        try await connection.execute("DELETE FROM change_clock WHERE owner_id = \(source.rawValue)", logger: logger)
    }
}
