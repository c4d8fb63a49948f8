import Foundation
import GRDB
import MarqueeCore

/// The `changeClock` table: for each owner and each thing they change (`favorite:155`), the
/// ``ChangeTime`` of the last change applied, kept after the thing itself is gone, so that a
/// change made earlier and arriving later is recognised and ignored.
enum ChangeClock {
    /// Moves `owner`'s clock of `subject` to `time`, in `db`'s transaction, unless a later change
    /// was applied. A change at the same time is applied again: a retried send changes nothing
    /// that it did not change the first time.
    /// - Returns: whether the change made at `time` is to be applied.
    static func advance(_ db: Database, owner: OwnerID, subject: ChangeSubject, to time: ChangeTime) throws -> Bool {
        try db.execute(sql: """
            INSERT INTO changeClock (ownerID, subject, changedAt) VALUES (?, ?, ?)
            ON CONFLICT (ownerID, subject) DO UPDATE SET changedAt = excluded.changedAt WHERE excluded.changedAt >= changedAt
            """, arguments: [owner.rawValue, subject.rawValue, time.millisecondsSince1970])
        return db.changesCount > 0
    }

    /// Gives `source`'s clocks to `destination`, the later time winning where both have one.
    static func moveAll(_ db: Database, from source: OwnerID, to destination: OwnerID) throws {
        try db.execute(sql: """
            INSERT INTO changeClock (ownerID, subject, changedAt)
            SELECT :destination, subject, changedAt FROM changeClock WHERE ownerID = :source
            ON CONFLICT (ownerID, subject) DO UPDATE SET changedAt = MAX(changedAt, excluded.changedAt);
            DELETE FROM changeClock WHERE ownerID = :source;
            """, arguments: ["source": source.rawValue, "destination": destination.rawValue])
    }
}
