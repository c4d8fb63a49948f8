import Foundation
import MarqueeCore

/// The page scripts' words in one language (``ScriptText``): a small module served at a
/// content-hashed address of its own (`/assets/page-text.ms.1a2b….js`), which ``Layout``
/// names before a page's other modules. It sets `marqueePageText`, which `page-text.js` reads
/// (`text("undo")`, `count(3, "stars")`):
///
/// ```js
/// self.marqueePageText={"language":"ms","locale":"ms-MY","texts":{"undo":"Buat asal","stars.other":"%@ bintang",…}};
/// ```
///
/// One module per language rather than the words in every page: a page carries only its
/// tag, and the words are fetched once per deployment and kept, as the other assets are (the
/// service worker's shell holds every language's, so a saved copy has its words offline).
enum PageTextScript {
    struct Content: Encodable {
        /// The page's language, as `<html lang>` writes it.
        let language: String
        /// The locale of its numbers and plurals, as `Intl` takes it: "en-US", "ms-MY".
        let locale: String
        /// Each key's message by its name in ``ScriptText`` ("undo"); a count's by category ("stars.one").
        let texts: [String: String]
    }

    /// The languages a module is made for: every language of the interface, and the pseudo-language.
    static let languages = Language.all + [.pseudo]

    /// The module's source for `language`.
    static func source(for language: Language) -> String {
        let content = Content(language: language.code, locale: language.localeIdentifier.replacingOccurrences(of: "_", with: "-"),
                              texts: texts(for: language))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings only: encoding cannot fail.
        let json = String(decoding: (try? encoder.encode(content)) ?? Data("{}".utf8), as: UTF8.self)
        return "self.marqueePageText=" + json + ";\n"
    }

    /// Each key's message in `language`. A count's come from the first catalog that has them
    /// (the language's, else English's), with that catalog's categories only: Malay's `.other`
    /// alone, never English's `.one` beside it. The pseudo-language, which has no catalog of
    /// its own, stretches every message but a count's, which stays English.
    static func texts(for language: Language) -> [String: String] {
        let localizer = Localizer.of(language)
        let catalogs = [language, .english].compactMap { try? MessageCatalog.bundled($0) }
        var texts: [String: String] = [:]
        for key in ScriptText.allCases {
            guard key.isCounted else {
                texts[key.rawValue] = localizer[key]
                continue
            }
            let categories = catalogs.lazy.map { catalog in
                PluralCategory.allCases.compactMap { category in
                    catalog.text(table: ScriptText.table, key: "\(key.rawValue).\(category.rawValue)").map { ("\(key.rawValue).\(category.rawValue)", $0) }
                }
            }.first { !$0.isEmpty } ?? []
            for (name, text) in categories { texts[name] = text }
        }
        return texts
    }
}
