import Foundation

/// A country, by its ISO 3166-1 alpha-2 code, whose streaming and shop offers a person sees.
public struct WatchRegion: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The code in capitals, such as "US" or "GB".
    public let code: String

    /// The region of `code` (any case); nil unless it is two ASCII letters.
    public init?(_ code: some StringProtocol) {
        let upper = code.uppercased()
        guard upper.utf8.count == 2, upper.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return nil }
        self.code = upper
    }

    /// The country's English name, such as "United Kingdom"; the code when it has none.
    public var name: String {
        Self.englishNames[code] ?? code
    }

    /// The country's name in `localizer`'s language ("Amerika Syarikat" in Malay), as
    /// Foundation's locale names it; the code when it has none.
    public func name(in localizer: Localizer) -> String {
        let names = Self.localizedNames[localizer.language.localeIdentifier] ?? Self.names(in: localizer.locale)
        return names[code] ?? code
    }

    /// The English name of every two-letter code that has one, worked out once with one
    /// `Locale`: sorting a film's regions asked a new `Locale` twice a comparison.
    private static let englishNames = names(in: Locale(identifier: "en_US"))

    /// The names of every language's locale, by its identifier, worked out once.
    private static let localizedNames: [String: [String: String]] = Dictionary(
        (Language.all + [.pseudo]).map { ($0.localeIdentifier, names(in: $0.locale)) }, uniquingKeysWith: { first, _ in first }
    )

    /// The name `locale` gives every two-letter code that has one.
    private static func names(in locale: Locale) -> [String: String] {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        var names: [String: String] = [:]
        for first in letters {
            for second in letters {
                let code = first + second
                names[code] = locale.localizedString(forRegionCode: code)
            }
        }
        return names
    }

    /// The code.
    public var description: String { code }

    /// Regions sort by name, as a list to choose from reads.
    public static func < (lhs: WatchRegion, rhs: WatchRegion) -> Bool {
        (lhs.name, lhs.code) < (rhs.name, rhs.code)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let region = WatchRegion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a region code: \(text)"))
        }
        self = region
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
