import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeWeb
import Testing

/// Every message of the interface is in every catalog, and nothing is in one catalog only.
@Suite struct MessageCatalogsTests {
    static let keys = (MessageKeys.core + MessageKeys.web + MessageKeys.commandLine).flatMap { $0.catalogKeys }
    static let catalogs = Language.all.map { language in (language, try! MessageCatalog.bundled(language)) }

    /// The keys `language`'s catalog must hold for `key`: itself, or one per plural category.
    static func entries(of key: String, in catalog: MessageCatalog, _ language: Language) -> [String] {
        if catalog.keys.contains(key) { return [key] }
        return language.plural.categories.map { "\(key).\($0.rawValue)" }
    }

    @Test func everyKeyTheCodeUsesIsInEveryCatalog() {
        for (language, catalog) in Self.catalogs {
            let missing = Self.keys.filter { key in
                !catalog.keys.contains(key) && !language.plural.categories.allSatisfy { catalog.keys.contains("\(key).\($0.rawValue)") }
            }
            #expect(missing.isEmpty, "missing from \(language.code).lproj: \(missing.sorted())")
        }
    }

    @Test func noCatalogHoldsAMessageTheCodeDoesNotUse() {
        let used = Set(Self.keys)
        for (language, catalog) in Self.catalogs {
            let unused = catalog.keys.filter { key in
                if used.contains(key) { return false }
                let base = key.split(separator: ".").dropLast().joined(separator: ".")
                let category = key.split(separator: ".").last.map(String.init) ?? ""
                return !(used.contains(base) && PluralCategory(rawValue: category) != nil)
            }
            #expect(unused.isEmpty, "in \(language.code).lproj but used nowhere: \(unused.sorted())")
        }
    }

    @Test func everyMessageTakesAsManyArgumentsInEveryLanguage() throws {
        let english = try MessageCatalog.bundled(.english)
        for (language, catalog) in Self.catalogs where language != .english {
            for key in catalog.keys {
                let base = Self.countBase(of: key)
                let englishText = english.text(key) ?? english.text("\(base).other") ?? ""
                let text = catalog.text(key) ?? ""
                #expect(MessageFormat.argumentCount(of: text) == MessageFormat.argumentCount(of: englishText),
                        "\(language.code): \(key) = \"\(text)\" takes other arguments than English's \"\(englishText)\"")
            }
        }
    }

    @Test func noMalayMessageIsLeftEmptyOrCopiedFromEnglish() throws {
        let english = try MessageCatalog.bundled(.english)
        let malay = try MessageCatalog.bundled(.malay)
        // Words the same in both languages: names, and words Malay takes as they are.
        let same: Set<String> = Self.sameInBothLanguages
        let copied = malay.keys.filter { key in
            guard let text = malay.text(key), let englishText = english.text(key) else { return false }
            return text == englishText && !same.contains(text) && text.contains(where: \.isLetter)
        }
        #expect(copied.isEmpty, "the same in Malay as in English: \(copied.sorted())")
        let empty = malay.keys.filter { (malay.text($0) ?? "").isEmpty }
        #expect(empty.isEmpty, "empty in Malay: \(empty.sorted())")
    }

    /// Messages written alike in both languages (checked by hand): names and loanwords.
    static let sameInBothLanguages: Set<String> = ["Marquee", "TMDB", "Flickr", "Letterboxd", "IMDb", "Trakt", "Drama", "Import", "Genre", "Edit", "Poster", "Thriller", "OK"]

    static func countBase(of key: String) -> String {
        let parts = key.split(separator: ".")
        guard let last = parts.last, PluralCategory(rawValue: String(last)) != nil else { return key }
        return parts.dropLast().joined(separator: ".")
    }
}
