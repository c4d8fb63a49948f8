import Foundation

/// A calendar day on which a film was first released, as TMDB writes it (`YYYY-MM-DD`).
///
/// It is a plain calendar value: no time zone can move it to the day before.
public struct ReleaseDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, such as 2005.
    public let year: Int
    /// The month, from 1 to 12.
    public let month: Int
    /// The day of the month, from 1 to 31.
    public let day: Int

    /// Parses `YYYY-MM-DD`; returns nil for an empty or malformed text, which TMDB sends for
    /// films whose date is not known yet, and for a year outside 1 to 9999 (no calendar of
    /// films has one, and sums over the date cannot then overflow).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date in TMDB's `YYYY-MM-DD` form.
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Whether `lhs` comes before `rhs` on the calendar.
    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension ReleaseDate: Codable {
    /// Encoded as TMDB writes it, `YYYY-MM-DD`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = ReleaseDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    /// Writes the date as TMDB does, `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
