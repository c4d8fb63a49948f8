import Foundation

/// The calendar day a person watched a film, by their own calendar: a plain day that no time
/// zone can move, from 1 January 1870 (films were first shown after it) to the person's today.
///
/// ```swift
/// WatchDate("2025-03-12")      // 12 March 2025
/// WatchDate("2025-02-30")      // nil: February has no 30th
/// WatchDate("12/03/2025")      // nil: only YYYY-MM-DD
/// ```
public struct WatchDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The earliest day a viewing may have: 1 January 1870.
    public static let earliest = WatchDate(uncheckedYear: 1870, month: 1, day: 1)

    /// The year, such as 2025.
    public let year: Int
    /// The month, from 1 to 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// Reads `YYYY-MM-DD`, a day that exists on the Gregorian calendar in years 1 to 9999; nil
    /// for anything else. Whether it is too early or in the future is ``WatchDateRule``'s to say.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]), let day = Self.number(bytes[8..<10]),
              year >= 1, (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(uncheckedYear: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day as `YYYY-MM-DD`.
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Noon of the day in UTC, for formatters that write a day (noon: no zone moves it off the day).
    public var noonUTC: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
    }

    public static func < (lhs: WatchDate, rhs: WatchDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year.isMultiple(of: 4) && !year.isMultiple(of: 100)) || year.isMultiple(of: 400) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
