import Foundation

/// A language's way of writing a day of the calendar, read once from Foundation's locale data:
/// its long date pattern ("MMMM d, y" in English, "d MMMM y" in Malay) and its month names.
///
/// Written by hand from those, a date costs a few string appends rather than a formatter's
/// call, and a day the calendar lacks (TMDB's "2020-02-31") is written as given, not moved to
/// March as a `Date` would be.
struct CalendarWords: Sendable {
    private enum Part: Sendable {
        case literal(String), monthName, shortMonthName, month(width: Int), day(width: Int), year(width: Int)
    }

    private let parts: [Part]
    private let monthNames: [String]
    private let shortMonthNames: [String]

    /// The words of every locale Marquee's languages use (the pseudo-language shares English's),
    /// read when first used.
    private static let known: [String: CalendarWords] = Dictionary(
        (Language.all + [.pseudo]).map { ($0.localeIdentifier, CalendarWords(locale: $0.locale)) }, uniquingKeysWith: { first, _ in first }
    )

    /// The words of `language`'s locale.
    static func of(_ language: Language) -> CalendarWords {
        known[language.localeIdentifier] ?? CalendarWords(locale: language.locale)
    }

    private init(locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        monthNames = formatter.monthSymbols
        shortMonthNames = formatter.shortMonthSymbols
        parts = Self.parts(of: DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y")
    }

    /// "June 10, 2005", "10 Jun 2005".
    func long(year: Int, month: Int, day: Int) -> String {
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal): text += literal
            case .monthName: text += name(month, in: monthNames)
            case .shortMonthName: text += name(month, in: shortMonthNames)
            case let .month(width): text += Self.padded(month, width)
            case let .day(width): text += Self.padded(day, width)
            case let .year(width): text += width == 2 ? Self.padded(year % 100, 2) : Self.padded(year, width)
            }
        }
        return text
    }

    /// "Sep", "Ogo": the month's short name.
    func shortMonth(_ month: Int) -> String {
        name(month, in: shortMonthNames)
    }

    private func name(_ month: Int, in names: [String]) -> String {
        names.indices.contains(month - 1) ? names[month - 1] : String(month)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The fields and literal text of an ICU date pattern; fields other than year, month and
    /// day (an era, a weekday) are left out.
    private static func parts(of pattern: String) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var characters = pattern[...]
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                let quoted = characters.prefix { $0 != "'" }
                literal += quoted
                characters = characters.dropFirst(quoted.count + 1)
            } else if character.isASCII, character.isLetter {
                let width = characters.prefix { $0 == character }.count
                characters = characters.dropFirst(width)
                let field: Part? = switch character {
                case "M", "L": width >= 4 ? .monthName : width == 3 ? .shortMonthName : .month(width: width)
                case "d": .day(width: width)
                case "y": .year(width: width)
                default: nil
                }
                guard let field else { continue }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(field)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}
