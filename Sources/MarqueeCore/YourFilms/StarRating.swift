import Foundation

/// A person's rating of a film: half a star to five stars, in half stars.
///
/// ```swift
/// StarRating("3.5")?.halfStars   // 7
/// StarRating("3.25")             // nil: not a half star
/// StarRating("0"), StarRating("5.5"), StarRating("nan")   // nil
/// StarRating(halfStars: 7)?.symbols   // "★★★½"
/// ```
public struct StarRating: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The half stars a rating may hold: 1 (½) to 10 (★★★★★).
    public static let validHalfStars = 1...10

    /// How many half stars, from 1 to 10.
    public let halfStars: Int

    /// A rating of `halfStars` half stars; nil outside ``validHalfStars``.
    public init?(halfStars: Int) {
        guard Self.validHalfStars.contains(halfStars) else { return nil }
        self.halfStars = halfStars
    }

    /// Reads stars as a person or a form writes them: a whole number or one with `.5` (or `.0`),
    /// such as `3`, `3.5`, `0.5`, `5.0`. Anything else is nil: `0`, `5.5`, `3.25`, `nan`, `inf`,
    /// `1e1`, an empty text. No floating point is involved, so no rounding can make a rating.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.utf8.count <= 4 else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole.count == 1, let stars = Int(whole), stars >= 0 else { return nil }
        var half = 0
        if parts.count == 2 {
            switch parts[1] {
            case "0": half = 0
            case "5": half = 1
            default: return nil
            }
        }
        self.init(halfStars: stars * 2 + half)
    }

    /// The stars as a number, such as 3.5.
    public var stars: Double { Double(halfStars) / 2 }

    /// The stars as forms and the command line write them: `3.5`, `4`.
    public var description: String { halfStars.isMultiple(of: 2) ? "\(halfStars / 2)" : "\(halfStars / 2).5" }

    /// The stars drawn in text, such as `★★★½`.
    public var symbols: String { String(repeating: "★", count: halfStars / 2) + (halfStars.isMultiple(of: 2) ? "" : "½") }

    /// The stars in a chart's narrow label: `½`, `3`, `3½`.
    public var shortLabel: String { halfStars == 1 ? "½" : "\(halfStars / 2)" + (halfStars.isMultiple(of: 2) ? "" : "½") }

    /// Out of ten, as Letterboxd's and IMDb's exports write it (3.5 stars are 7).
    public var outOfTen: Int { halfStars }

    public static func < (lhs: StarRating, rhs: StarRating) -> Bool { lhs.halfStars < rhs.halfStars }

    /// Every rating, from half a star to five stars.
    public static let all: [StarRating] = validHalfStars.compactMap { StarRating(halfStars: $0) }
}
