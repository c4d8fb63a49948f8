import Foundation
import MarqueeCore
import PostgresNIO

/// Each owner's image searches in the `gallery_search` table, duplicates kept; the trigger
/// `gallery_search_keep_newest` keeps each owner's newest thirty.
public struct PostgresGalleryHistory: GalleryHistory {
    private let database: PostgresDatabase

    /// Keeps the searches in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func remember(_ text: String, at date: Date, for owner: OwnerID) async throws {
        try await database.execute(
            "INSERT INTO gallery_search (owner_id, text, searched_at) VALUES (\(owner.rawValue), \(text), \(date))")
    }

    public func entries(of owner: OwnerID) async throws -> [GallerySearchEntry] {
        let rows = try await database.query("""
            SELECT id, text, searched_at FROM gallery_search WHERE owner_id = \(owner.rawValue)
            ORDER BY searched_at DESC, id DESC LIMIT \(GalleryHistoryPolicy.capacity)
            """)
        var entries: [GallerySearchEntry] = []
        for try await (id, text, date) in rows.decode((Int64, String, Date).self) {
            entries.append(GallerySearchEntry(id: id, text: text, date: date))
        }
        return entries
    }

    public func forget(entryID: Int64, for owner: OwnerID) async throws {
        try await database.execute(
            "DELETE FROM gallery_search WHERE id = \(entryID) AND owner_id = \(owner.rawValue)")
    }

    public func clear(for owner: OwnerID) async throws {
        try await database.execute("DELETE FROM gallery_search WHERE owner_id = \(owner.rawValue)")
    }

    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {
        try await database.transaction { connection in
            try await connection.execute(
                "UPDATE gallery_search SET owner_id = \(destination.rawValue) WHERE owner_id = \(source.rawValue)", logger: database.logger)
            try await connection.execute("""
                DELETE FROM gallery_search WHERE owner_id = \(destination.rawValue) AND id NOT IN
                  (SELECT id FROM gallery_search WHERE owner_id = \(destination.rawValue)
                   ORDER BY searched_at DESC, id DESC LIMIT \(GalleryHistoryPolicy.capacity))
                """, logger: database.logger)
        }
    }
}
