import Foundation

/// Writes Marquee's words in one language: its catalog's messages, filled and counted, and its
/// numbers, dates and running times through Foundation's formatters.
///
/// ```swift
/// let text = Localizer.malay
/// text[AccountText.logIn]                    // "Log masuk"
/// text.count(3, YourFilmsText.films)         // "3 filem"
/// text(ImportText.rowsRead, "Heat")          // a message with an argument
/// ```
///
/// A key the catalog lacks is written in English, and one English lacks too as the key itself:
/// the catalogs' test fails on both, so neither reaches a person.
public struct Localizer: Sendable {
    public let language: Language
    private let catalog: MessageCatalog
    private let english: MessageCatalog?
    /// The locale of the language's dates and numbers, made once: a `Locale` is not cheap to make.
    public let locale: Locale
    /// How the language groups a whole number's digits, read from its locale once.
    private let digits: DigitGrouping

    /// The interface in English, as it has always been written.
    public static let english = Localizer(bundled: .english)
    /// The interface in Bahasa Malaysia.
    public static let malay = Localizer(bundled: .malay)
    /// English with every message bracketed and 40% longer, to find text that is cut or overflows.
    public static let pseudo = Localizer(language: .pseudo, catalog: english.catalog.mapTexts(PseudoText.stretch), english: nil)

    /// Every language's localizer, its catalog read once.
    private static let byLanguage = Dictionary(uniqueKeysWithValues: Language.all.map { language in
        (language, language == .english ? english : language == .malay ? malay : Localizer(bundled: language))
    } + [(.pseudo, pseudo)])

    /// The localizer of `language`.
    public static func of(_ language: Language) -> Localizer {
        byLanguage[language] ?? english
    }

    public init(language: Language, catalog: MessageCatalog, english: MessageCatalog?) {
        self.language = language
        self.catalog = catalog
        self.english = english
        locale = language.locale
        digits = DigitGrouping(locale)
    }

    private init(bundled language: Language) {
        do {
            catalog = try MessageCatalog.bundled(language)
            english = language == .english ? nil : try MessageCatalog.bundled(.english)
        } catch {
            preconditionFailure(error.description)
        }
        self.language = language
        locale = language.locale
        digits = DigitGrouping(locale)
    }

    /// The message of `key`.
    public subscript<Key: MessageKey>(_ key: Key) -> String {
        text(Key.table, key.rawValue)
    }

    /// The message of `key` with its `%@` filled by `arguments` in order.
    public func callAsFunction<Key: MessageKey>(_ key: Key, _ arguments: String...) -> String {
        MessageFormat.fill(text(Key.table, key.rawValue), with: arguments)
    }

    /// The message of `key` for `count`, in the plural its language gives `count`: its `%@`
    /// is the count written as the language writes numbers ("1,024 films"), and any further
    /// `%2$@` the `arguments`.
    public func count<Key: MessageKey>(_ count: Int, _ key: Key, _ arguments: String...) -> String {
        let category = language.plural.category(of: count)
        return MessageFormat.fill(text(Key.table, "\(key.rawValue).\(category.rawValue)"), with: [number(count)] + arguments)
    }

    /// A whole number as the language writes it: "1,024". Written with the separator and group
    /// sizes Foundation gives the locale, without a formatter: a page writes dozens of numbers,
    /// and a `FormatStyle` call costs microseconds each.
    public func number(_ value: Int) -> String {
        digits.write(value)
    }

    /// A number with up to `fractionDigits` decimals: "7.5".
    public func number(_ value: Double, fractionDigits: ClosedRange<Int>) -> String {
        digits.write(value, fractionDigits: fractionDigits)
            ?? value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
    }


    private func text(_ table: String, _ key: String) -> String {
        catalog.text(table: table, key: key) ?? english?.text(table: table, key: key) ?? "\(table).\(key)"
    }
}
