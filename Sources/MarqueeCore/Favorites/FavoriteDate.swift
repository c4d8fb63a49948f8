import Foundation

/// When a film was kept, in whole seconds since 1970: what the heart forms, the page script and
/// "Undo" carry. It holds only a moment from 1970 to the end of 9999, so a number from outside
/// (`nan`, `inf`, `1e308`, `-1e12`, one past `Int.max`) never becomes a favorite's date.
///
/// ```swift
/// FavoriteDate(secondsSince1970: "1700000000")?.date   // 2023-11-14 22:13:20 +0000
/// FavoriteDate(secondsSince1970: "nan")                // nil
/// FavoriteDate(clamping: .distantPast).secondsSince1970 // 0
/// ```
public struct FavoriteDate: Sendable, Hashable, Comparable {
    /// The seconds a favorite's date may hold: 1970-01-01 to 9999-12-31 23:59:59 UTC.
    public static let validSeconds = 0...253_402_300_799

    /// Whole seconds since 1970.
    public let secondsSince1970: Int

    /// The date of a form's or an address's `seconds`; nil for anything but a whole number in
    /// ``validSeconds``.
    public init?(secondsSince1970 text: String) {
        guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        self.init(secondsSince1970: seconds)
    }

    /// The date `seconds` after 1970; nil outside ``validSeconds``.
    public init?(secondsSince1970 seconds: Int) {
        guard Self.validSeconds.contains(seconds) else { return nil }
        secondsSince1970 = seconds
    }

    /// A stored date brought into range: a row written wrongly before (a non-finite or
    /// out-of-range date) shows as 1970 or 9999 instead of breaking the page that lists it.
    public init(clamping date: Date) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else {
            secondsSince1970 = 0
            return
        }
        let bounded = min(max(seconds.rounded(.down), 0), Double(Self.validSeconds.upperBound))
        secondsSince1970 = Int(bounded)
    }

    /// The moment itself.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSince1970)) }

    public static func < (lhs: FavoriteDate, rhs: FavoriteDate) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
