import Foundation

/// The thing one owner's change is to, as the stores keep its ``ChangeTime`` (`favorite:155`):
/// one name a thing on every database, so changes of one thing are ordered against each other
/// and of nothing else.
public struct ChangeSubject: Sendable, Hashable, CustomStringConvertible {
    /// The key stored.
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A film's heart.
    public static func favorite(_ movieID: Int) -> ChangeSubject { ChangeSubject("favorite:\(movieID)") }
    /// A film's watchlist mark.
    public static func watchlist(_ movieID: Int) -> ChangeSubject { ChangeSubject("watchlist:\(movieID)") }
    /// One viewing: its edits, its deletion and its "Undo".
    public static func viewing(_ id: ViewingID) -> ChangeSubject { ChangeSubject("viewing:\(id.rawValue)") }

    public var description: String { rawValue }
}
