import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
@testable import MarqueeWeb
import Testing

/// The page scripts' words (``PageTextScript``): every page names the module of its own
/// language before its other modules, and that module holds every ``ScriptText`` message of
/// the language's catalog, a count in that language's plural categories only.
@Suite struct PageTextTests {
    /// The `marqueePageText` a module sets.
    struct Content: Decodable {
        let language: String, locale: String, texts: [String: String]
    }

    static func content(of module: String) throws -> Content {
        let prefix = "self.marqueePageText="
        #expect(module.hasPrefix(prefix) && module.hasSuffix(";\n"))
        return try JSONDecoder().decode(Content.self, from: Data(module.dropFirst(prefix.count).dropLast(2).utf8))
    }

    @Test func everyPageNamesTheWordsOfItsLanguageBeforeItsOtherModules() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            for (headers, language) in [([:], "en"), ([HTTPField.Name.acceptLanguage: "ms"], "ms")] as [(HTTPFields, String)] {
                for uri in ["/", "/search?q=batman", "/movies/500", "/favorites", "/login", "/offline", "/no-such-page"] {
                    let page = try await client.execute(uri: uri, method: .get, headers: headers) { String(buffer: $0.body) }
                    let modules = page.matches(of: /<script type="module" src="(\/assets\/[^"]+)"><\/script>/).map { String($0.output.1) }
                    let words = try #require(modules.first, "\(uri)")
                    #expect(words.hasPrefix("/assets/page-text.\(language).") && words.hasSuffix(".js"), "\(uri): \(modules)")
                    #expect(modules.dropFirst().allSatisfy { !$0.contains("page-text.") }, "\(uri): one language's words")
                    let module = try await client.execute(uri: words, method: .get) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable", "kept as any asset is")
                        return String(buffer: response.body)
                    }
                    #expect(try Self.content(of: module).language == language)
                }
            }
        }
    }

    @Test func eachLanguagesWordsAreItsCatalogsAndNoOthers() throws {
        for language in Language.all {
            let content = try Self.content(of: PageTextScript.source(for: language))
            let catalog = try MessageCatalog.bundled(language)
            #expect(content.locale == language.localeIdentifier.replacingOccurrences(of: "_", with: "-"))
            var expected: [String: String] = [:]
            for key in ScriptText.allCases {
                if key.isCounted {
                    for category in PluralCategory.allCases {
                        let name = "\(key.rawValue).\(category.rawValue)"
                        if let text = catalog.text(table: ScriptText.table, key: name) { expected[name] = text }
                    }
                    #expect(expected["\(key.rawValue).other"] != nil, "\(language): \(key) has no .other")
                } else {
                    let text: String = try #require(catalog.text(table: ScriptText.table, key: key.rawValue), "\(language): \(key)")
                    expected[key.rawValue] = text
                }
            }
            #expect(content.texts == expected, "\(language)")
        }
        let malay = try Self.content(of: PageTextScript.source(for: .malay)).texts
        #expect(malay["undo"] == "Buat asal" && malay["stars.other"] == "%@ bintang")
        #expect(malay["stars.one"] == nil, "Malay counts have one form: English's `.one` is not mixed in")
    }

    @Test func thePseudoLanguageStretchesTheScriptsWordsToo() throws {
        let texts = try Self.content(of: PageTextScript.source(for: .pseudo)).texts
        #expect(texts["undo"]?.hasPrefix("[Undo ") == true)
        #expect(texts["stars.one"] == "%@ star", "a count stays English: the pseudo-language has no catalog of its own")
    }

    @Test func aWordsModuleChangesItsAddressWithItsWords() throws {
        let english = PageTextScript.source(for: .english), malay = PageTextScript.source(for: .malay)
        #expect(english != malay)
        let assets = try StaticAssets.bundled()
        #expect(assets.pageText(for: .english) != assets.pageText(for: .malay))
        #expect(assets.pageText(for: .english).fileName == "page-text.en.\(StaticAssets.hash(Data(english.utf8))).js")
    }
}
