import Foundation

/// Writes the days and counts of a person's films as a person reads them, in the localizer's
/// language: "12 March 2025", "12 Mac 2025".
public enum WatchDateText {
    /// "12 March 2025": the day, the month's name and the year, in that order in every
    /// language Marquee speaks.
    public static func long(_ day: WatchDate, in localizer: Localizer) -> String {
        "\(day.day) \(MonthNames.of(localizer.locale).inDate[day.month - 1]) \(day.year)"
    }

    /// "March 2025", a diary's month heading.
    public static func month(_ month: Int, of year: Int, in localizer: Localizer) -> String {
        "\(monthName(month, in: localizer)) \(year)"
    }

    /// The month's name alone ("March", "Mac").
    public static func monthName(_ month: Int, in localizer: Localizer) -> String {
        MonthNames.of(localizer.locale).alone[month - 1]
    }

    /// "1st", "2nd", "11th", "21st" in English; the language's own ordinal in another ("ke-2").
    public static func ordinal(_ number: Int, in localizer: Localizer) -> String {
        guard localizer.locale.language.languageCode != .english else { return englishOrdinal(number) }
        let formatter = NumberFormatter()
        formatter.locale = localizer.locale
        formatter.numberStyle = .ordinal
        formatter.usesGroupingSeparator = false
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    private static func englishOrdinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// "3.5 stars", "1 star", "half a star": a rating read aloud.
    public static func spoken(_ rating: StarRating, in localizer: Localizer) -> String {
        switch rating.halfStars {
        case 1: localizer[YourFilmsText.halfAStar]
        case 2: localizer[YourFilmsText.oneStar]
        default: localizer(YourFilmsText.stars, localizer.number(rating.stars, fractionDigits: 0...1))
        }
    }
}

/// The months' names of a locale, read once from Foundation's date formats: within a date
/// ("12 March 2025") and alone ("March").
private struct MonthNames: Sendable {
    let inDate: [String]
    let alone: [String]

    /// The names of the interface's languages, read when first asked for.
    private static let known: [String: MonthNames] = Dictionary(
        (Language.all + [.pseudo]).map { ($0.localeIdentifier, MonthNames($0.locale)) }, uniquingKeysWith: { first, _ in first }
    )

    static func of(_ locale: Locale) -> MonthNames {
        known[locale.identifier] ?? MonthNames(locale)
    }

    private init(_ locale: Locale) {
        let utc = TimeZone(identifier: "UTC") ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let days = (1...12).map { calendar.date(from: DateComponents(year: 2001, month: $0, day: 15, hour: 12)) ?? Date(timeIntervalSince1970: 0) }
        inDate = days.map { $0.formatted(Date.VerbatimFormatStyle(format: "\(month: .wide)", locale: locale, timeZone: utc, calendar: calendar)) }
        alone = days.map { $0.formatted(Date.VerbatimFormatStyle(format: "\(standaloneMonth: .wide)", locale: locale, timeZone: utc, calendar: calendar)) }
    }
}
