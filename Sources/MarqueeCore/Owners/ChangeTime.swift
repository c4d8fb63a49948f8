import Foundation

/// When a person made a change, in milliseconds since 1970 by the clock of the device they made
/// it on: what orders one owner's writes to one thing (a heart, and later a log or a rating).
///
/// Changes travel on different connections, are given up on and sent again, and wait on the
/// device while it is offline, so they can reach Marquee in another order than they were made.
/// Each store keeps the time of the last change it applied to each owner's thing and ignores a
/// change made before it: an un-heart that arrives after its Undo changes nothing.
///
/// ```swift
/// ChangeTime(millisecondsSince1970: "1732870000123", receivedAt: .now)  // the device's time
/// ChangeTime(millisecondsSince1970: "nan", receivedAt: .now)            // nil
/// ChangeTime(.now)                                                       // a change made here
/// ```
public struct ChangeTime: Sendable, Hashable, Comparable {
    /// How far ahead of Marquee's clock a device's may run before its times are taken as
    /// Marquee's own: a device set a day ahead would otherwise win over every change made
    /// elsewhere for that day.
    public static let allowedClockLead: TimeInterval = 5 * 60

    /// The milliseconds a change time may hold: 1970-01-01 to 9999-12-31 23:59:59.999 UTC.
    public static let validMilliseconds: ClosedRange<Int64> = 0...253_402_300_799_999

    /// Milliseconds since 1970.
    public let millisecondsSince1970: Int64

    /// The moment `date`, to the millisecond (clamped to ``validMilliseconds``).
    public init(_ date: Date) {
        let milliseconds = (date.timeIntervalSince1970 * 1_000).rounded(.down)
        guard milliseconds.isFinite else {
            millisecondsSince1970 = 0
            return
        }
        millisecondsSince1970 = Int64(min(max(milliseconds, 0), Double(Self.validMilliseconds.upperBound)))
    }

    /// A device's time for a change that reached Marquee at `receivedAt`; nil for anything but
    /// a whole number in ``validMilliseconds``. A time further ahead of `receivedAt` than
    /// ``allowedClockLead`` is taken as `receivedAt`.
    public init?(millisecondsSince1970 text: String, receivedAt: Date) {
        guard text.utf8.count <= 16, let milliseconds = Int64(text), Self.validMilliseconds.contains(milliseconds) else { return nil }
        let latest = ChangeTime(receivedAt.addingTimeInterval(Self.allowedClockLead))
        millisecondsSince1970 = milliseconds > latest.millisecondsSince1970 ? ChangeTime(receivedAt).millisecondsSince1970 : milliseconds
    }

    public static func < (lhs: ChangeTime, rhs: ChangeTime) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }
}
