import Foundation

/// Each owner's past image searches, newest first, duplicates kept, persisted by an adapter.
public protocol GalleryHistory: Sendable {
    /// Remembers that `owner` searched `text` at `date`; only the newest
    /// ``GalleryHistoryPolicy/capacity`` are kept.
    func remember(_ text: String, at date: Date, for owner: OwnerID) async throws
    /// The owner's searches, newest first.
    func entries(of owner: OwnerID) async throws -> [GallerySearchEntry]
    /// Forgets one entry.
    func forget(entryID: Int64, for owner: OwnerID) async throws
    /// Forgets every entry of the owner.
    func clear(for owner: OwnerID) async throws
    /// Gives `source`'s searches to `destination` (a visitor's, when they log in), keeping the
    /// newest ``GalleryHistoryPolicy/capacity`` of both.
    func moveAll(from source: OwnerID, to destination: OwnerID) async throws
}

/// One remembered image search.
public struct GallerySearchEntry: Sendable, Equatable, Identifiable {
    public let id: Int64
    public let text: String
    public let date: Date

    /// An entry as the store read it.
    public init(id: Int64, text: String, date: Date) {
        self.id = id
        self.text = text
        self.date = date
    }
}

/// The rules every ``GalleryHistory`` follows.
public enum GalleryHistoryPolicy {
    /// How many searches are kept.
    public static let capacity = 30
}
