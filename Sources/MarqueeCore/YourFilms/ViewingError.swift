import Foundation

/// Why a viewing, a rating or a watchlist change was refused, in words a person can act on.
/// Nothing is written when one is thrown.
public enum ViewingError: Error, Sendable, Hashable {
    /// The date is not a day written as `YYYY-MM-DD`.
    case notADate
    /// The date is after the person's today.
    case dateInFuture
    /// The date is before 1 January 1870.
    case dateTooEarly
    /// The rating is not half a star to five stars in half stars (`0`, `5.5`, `3.25`, `nan`).
    case invalidRating
    /// The review is longer than ``Review/maximumLength`` characters.
    case reviewTooLong
    /// No film has that id.
    case unknownFilm
    /// The viewing is not in this person's diary (someone else's, or none at all).
    case notYourViewing

    /// The sentence shown beside the form, the toast, or on the terminal, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .notADate: localizer[YourFilmsText.notADate]
        case .dateInFuture: localizer[YourFilmsText.dateInFuture]
        case .dateTooEarly: localizer(YourFilmsText.dateTooEarly, WatchDateText.long(.earliest, in: localizer))
        case .invalidRating: localizer[YourFilmsText.invalidRating]
        case .reviewTooLong: localizer(YourFilmsText.reviewTooLong, localizer.number(Review.maximumLength))
        case .unknownFilm: localizer[YourFilmsText.unknownFilm]
        case .notYourViewing: localizer[YourFilmsText.notYourViewing]
        }
    }
}

/// A review: text only, at most ``maximumLength`` characters, shown as written (escaped).
public enum Review {
    /// The most characters a review may hold.
    public static let maximumLength = 2_000

    /// The review of a form: line ends made `\n`, spaces around trimmed; nil when empty.
    /// - Throws: ``ViewingError/reviewTooLong``.
    public static func cleaned(_ text: String?) throws -> String? {
        guard let text else { return nil }
        // A text of more bytes than 2,000 of the longest characters a person types (a family
        // emoji is 25) is refused before anything is built from it.
        guard text.utf8.count <= maximumLength * 32 else { throw ViewingError.reviewTooLong }
        let cleaned = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !cleaned.isEmpty else { return nil }
        guard cleaned.count <= maximumLength else { throw ViewingError.reviewTooLong }
        return cleaned
    }
}

/// The days a viewing may have: from ``WatchDate/earliest`` to the person's today.
public struct WatchDateRule: Sendable {
    /// The latest day allowed.
    public let today: WatchDate

    /// The person's today: the browser's own calendar day when it sent one that is a day of
    /// Marquee's clock somewhere on Earth (UTC−12 to UTC+14), else the latest day anywhere.
    public init(now: Date, personsToday: String?) {
        let earliestAnywhere = WatchDate(now.addingTimeInterval(-12 * 3_600), in: Self.utc)
        let latestAnywhere = WatchDate(now.addingTimeInterval(14 * 3_600), in: Self.utc)
        if let personsToday = personsToday.flatMap(WatchDate.init), personsToday >= earliestAnywhere, personsToday <= latestAnywhere {
            today = personsToday
        } else {
            today = latestAnywhere
        }
    }

    /// The day of `text`.
    /// - Throws: ``ViewingError`` when it is not a day, is in the future, or is before 1870.
    public func day(_ text: String) throws -> WatchDate {
        guard let day = WatchDate(text.trimmingCharacters(in: .whitespaces)) else { throw ViewingError.notADate }
        guard day <= today else { throw ViewingError.dateInFuture }
        guard day >= WatchDate.earliest else { throw ViewingError.dateTooEarly }
        return day
    }

    private static let utc = TimeZone(identifier: "UTC") ?? .current
}
