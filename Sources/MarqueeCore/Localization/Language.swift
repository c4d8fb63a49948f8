import Foundation

/// A language Marquee's interface is written in: its catalog (`<code>.lproj`), the locale its
/// dates and numbers follow, the language TMDB is asked for, and how its counts take plurals.
///
/// A new language is a new catalog folder and one line in ``all``.
public struct Language: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The catalog's folder and the `lang` of a page: "en", "ms".
    public let code: String
    /// The language in itself, for the chooser: "English", "Bahasa Melayu".
    public let endonym: String
    /// The locale of its dates, numbers and runtimes.
    public let localeIdentifier: String
    /// The language TMDB is asked for: "en-US", "ms-MY".
    public let tmdbCode: String
    /// How a count picks its catalog entry.
    public let plural: PluralRule

    public static let english = Language(code: "en", endonym: "English", localeIdentifier: "en_US", tmdbCode: "en-US", plural: .oneOther)
    public static let malay = Language(code: "ms", endonym: "Bahasa Melayu", localeIdentifier: "ms_MY", tmdbCode: "ms-MY", plural: .otherOnly)

    /// English with every message bracketed and lengthened ("en-XA", after Android's pseudo-locale):
    /// not offered to people, only to a server started to look for text that is cut.
    public static let pseudo = Language(code: "en-XA", endonym: "[English~~]", localeIdentifier: "en_US", tmdbCode: "en-US", plural: .oneOther)

    /// Every language of the interface, English first: the one each falls back to.
    public static let all: [Language] = [.english, .malay]

    /// The language whose code is `code` ("ms"), or nil.
    public init?(code: String) {
        guard let language = Self.all.first(where: { $0.code == code }) else { return nil }
        self = language
    }

    private init(code: String, endonym: String, localeIdentifier: String, tmdbCode: String, plural: PluralRule) {
        self.code = code
        self.endonym = endonym
        self.localeIdentifier = localeIdentifier
        self.tmdbCode = tmdbCode
        self.plural = plural
    }

    /// The locale of the language's dates and numbers.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    public var description: String { code }

    /// A language is its code: two with the same code are the same language.
    public static func == (lhs: Language, rhs: Language) -> Bool { lhs.code == rhs.code }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The first of `tags` (BCP 47 language tags, most wanted first: "ms-MY", "en") whose
    /// language Marquee speaks; English when none is. "ms", "ms-MY" and "ms-BN" read as Malay.
    public static func preferred(by tags: some Sequence<some StringProtocol>) -> Language {
        for tag in tags {
            let primary = tag.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            if let language = Language(code: primary) { return language }
        }
        return .english
    }
}

/// How a language picks the catalog entry of a count, after CLDR's plural categories.
public enum PluralRule: String, Sendable, Codable {
    /// "one" for 1, "other" for the rest (English).
    case oneOther
    /// "other" for every count (Malay, which says "1 filem", "2 filem").
    case otherOnly

    /// The category whose entry (`films.one`, `films.other`) writes `count`.
    public func category(of count: Int) -> PluralCategory {
        switch self {
        case .oneOther: count == 1 ? .one : .other
        case .otherOnly: .other
        }
    }

    /// The categories a catalog gives every count key in this language.
    public var categories: [PluralCategory] {
        switch self {
        case .oneOther: [.one, .other]
        case .otherOnly: [.other]
        }
    }
}

/// CLDR's plural categories, as the catalogs' keys end (`films.one`).
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}
