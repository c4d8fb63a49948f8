import Foundation
import GRDB
import MarqueeCore

/// Each owner's image searches in the `gallerySearch` table: every search a row (duplicates
/// kept), newest first, the oldest beyond ``GalleryHistoryPolicy/capacity`` removed by a trigger.
public struct SQLiteGalleryHistory: GalleryHistory {
    private let database: AppDatabase

    /// Keeps the searches in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func remember(_ text: String, at date: Date, for owner: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO gallerySearch (ownerID, text, searchedAt) VALUES (?, ?, ?)",
                           arguments: [owner.rawValue, text, date])
        }
    }

    public func entries(of owner: OwnerID) async throws -> [GallerySearchEntry] {
        try database.readStatement { db in
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT id, text, searchedAt FROM gallerySearch WHERE ownerID = ? ORDER BY searchedAt DESC, id DESC LIMIT ?
                """), arguments: [owner.rawValue, GalleryHistoryPolicy.capacity])
                .map { GallerySearchEntry(id: $0["id"], text: $0["text"], date: $0["searchedAt"]) }
        }
    }

    public func forget(entryID: Int64, for owner: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM gallerySearch WHERE id = ? AND ownerID = ?", arguments: [entryID, owner.rawValue])
        }
    }

    public func clear(for owner: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM gallerySearch WHERE ownerID = ?", arguments: [owner.rawValue])
        }
    }

    /// Moves `source`'s searches to `destination` (a visitor's, when they log in); the newest
    /// ``GalleryHistoryPolicy/capacity`` of both remain.
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                UPDATE gallerySearch SET ownerID = :destination WHERE ownerID = :source;
                DELETE FROM gallerySearch WHERE ownerID = :destination AND id NOT IN
                  (SELECT id FROM gallerySearch WHERE ownerID = :destination ORDER BY searchedAt DESC, id DESC LIMIT :capacity);
                """, arguments: ["source": source.rawValue, "destination": destination.rawValue, "capacity": GalleryHistoryPolicy.capacity])
        }
    }
}
