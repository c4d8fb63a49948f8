import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
@testable import MarqueeWeb
import MarqueeCore
import Testing

/// The page scripts and the Swift side agree: every element id a script names is one the views
/// write (or one the scripts make themselves), and the scripts' `config.js` is the one the
/// server writes from ``ElementID`` and the route table.
@Suite struct PageScriptContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-script-contract-\(UUID().uuidString)")

    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MarqueeWeb/Public/assets")

    /// Every page script's text, by its path under `assets`.
    static func scripts() throws -> [String: String] {
        var scripts: [String: String] = [:]
        for folder in ["scripts", "worker"] {
            let url = assets.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".js") {
                scripts["\(folder)/\(name)"] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            }
        }
        return scripts
    }

    @Test func theScriptsConfigIsTheOneTheServerWrites() throws {
        let copy = Self.assets.appendingPathComponent("scripts/config.js")
        if ProcessInfo.processInfo.environment["MARQUEE_WRITE_SCRIPT_CONFIG"] == "1" {
            try ScriptConfiguration.source.write(to: copy, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: copy, encoding: .utf8) == ScriptConfiguration.source,
                "scripts/config.js is out of date: MARQUEE_WRITE_SCRIPT_CONFIG=1 swift test --filter PageScriptContractTests writes it again")
    }

    @Test func scriptsNameIdsOnlyThroughTheConfigAndOnlyIdsItHas() throws {
        let names = Set(ElementID.allCases.map(\.scriptName))
        for (path, text) in try Self.scripts() where path != "scripts/config.js" {
            for match in text.matches(of: /[^\w.]ids\.([A-Za-z]+)/) {
                #expect(names.contains(String(match.output.1)), "\(path) names ids.\(match.output.1), which ElementID does not have")
            }
            // An id typed in a script would not follow a view that renames it.
            for literal in ["getElementById(\"", "getElementById('", "querySelector(\"#", "querySelector('#", "id: \""] {
                #expect(!text.contains(literal), "\(path) names an element id itself (\(literal)); take it from ids in config.js")
            }
            for address in ["\"/favorites", "\"/history", "\"/search", "\"/movies/", "\"/gallery"] {
                #expect(!text.contains(address), "\(path) types the address \(address)…; take it from routes in config.js")
            }
        }
    }

    /// A script's words come from the catalogs (page-text.js): every message it names is a
    /// ``ScriptText`` key (a count's, one that ``ScriptText/isCounted``), and no words of its
    /// own are written where a person reads them.
    @Test func scriptsWriteOnlyTheCatalogsWords() throws {
        let keys = Dictionary(uniqueKeysWithValues: ScriptText.allCases.map { ($0.rawValue, $0) })
        var named: Set<String> = []
        for (path, text) in try Self.scripts() where path.hasPrefix("scripts/") {
            // The message named, or each of a choice between messages (`text(on ? "a" : "b")`).
            for match in text.matches(of: /\b(text|textParts)\(([^,()]*(?:\([^()]*\)[^,()]*)*)/) {
                for key in match.output.2.matches(of: /"([A-Za-z]+)"/).map({ String($0.output.1) }) {
                    #expect(keys[key].map { !$0.isCounted } == true, "\(path) names \(match.output.1)(\"\(key)\"), which is no ScriptText message")
                }
            }
            for match in text.matches(of: /\b(?:count|countOf)\([^,()]+(?:\([^()]*\))?,\s*"([A-Za-z]+)"/) {
                let key = String(match.output.1)
                #expect(keys[key]?.isCounted == true, "\(path) counts \"\(key)\", which is no counted ScriptText message")
            }
            // A message chosen before it is written (`const key = … ? "a" : "b"`) is named too.
            named.formUnion(text.matches(of: /"([A-Za-z]+)"/).map { String($0.output.1) })
            for literal in [/showToast\(\s*"[A-Za-z]/, /textContent = "[A-Za-z]/, /label: "[A-Za-z]/, /"aria-label": "[A-Za-z]/] {
                #expect(text.firstMatch(of: literal) == nil, "\(path) writes words of its own; take them from the catalog (text in page-text.js)")
            }
        }
        // The ordinal is counted inside page-text.js itself.
        let unused = Set(keys.keys).subtracting(named).subtracting(["ordinal"])
        #expect(unused.isEmpty, "ScriptText messages no script writes: \(unused.sorted())")
    }

    /// The scripts are served without their comment lines (``ScriptCommentLines``), which is
    /// only safe where no template literal runs over several lines.
    @Test func noTemplateLiteralRunsOverSeveralLines() throws {
        for (path, text) in try Self.scripts() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(line.count { $0 == "`" } % 2 == 0, "\(path):\(number + 1) opens or closes a template literal that runs over lines")
            }
        }
    }

    @Test func commentLinesAreDroppedAndTheCodeLeftAsItIs() {
        let source = """
            // A header.
            /**
             * A doc comment.
             * @param {string} a
             */
            export const f = (a) => {
              const url = "http://example.com"; // the address
              /* one line */
              return `${a} // not a comment`;
            };

            """
        #expect(ScriptCommentLines.dropped(from: source) == """
            export const f = (a) => {
            const url = "http://example.com"; // the address
            return `${a} // not a comment`;
            };

            """)
    }

    @Test func everyIdTheScriptsFindIsWrittenByAView() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path, "MARQUEE_BCRYPT_COST": "10"]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        let services = try MarqueeServices(settings: settings)
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router) { client in
            let browser = TestBrowser(client)
            var pages: [String] = []
            for uri in ["/", "/?tab=users", "/search?q=batman", "/search?q=zzqqxx", "/movies/155?from=%2Fsearch%3Fq%3Dbatman", "/favorites", "/offline"] {
                pages.append(try await browser.get(uri).text)
            }
            _ = try await browser.post("/movies/155/favorite", [("favorite", "true")])
            pages.append(try await browser.get("/favorites").text)
            try await browser.signUp("ana@example.com")
            _ = try await browser.post("/account/mobile", [("mobile", "012-345 6789")])
            pages.append(try await browser.get("/account?notice=mobile-changed").text)
            // The banner of a page served from a saved answer (the embedded catalog never needs one).
            var banner = HTMLWriter(localizer: .english)
            OfflineBanner(state: OfflineBannerViewState(savedAt: Date(), localizer: .english)).write(to: &banner)
            pages.append(String(decoding: banner.bytes, as: UTF8.self))
            // An import's bar, shown only while its films are matched.
            var progress = HTMLWriter(localizer: .english)
            ImportProgress(jobID: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", label: "Matching the films to the catalog", done: 120, total: 408).write(to: &progress)
            pages.append(String(decoding: progress.bytes, as: UTF8.self))
            let written = Set(pages.flatMap { $0.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) } })
            for id in ElementID.allCases where !id.isMadeByScripts {
                #expect(written.contains(id.rawValue), "no page written by the views has id=\"\(id.rawValue)\" (ElementID.\(id.scriptName))")
            }
            for id in ElementID.allCases where id.isMadeByScripts {
                #expect(!written.contains(id.rawValue), "id=\"\(id.rawValue)\" is written by a view, yet ElementID says the scripts make it")
            }
        }
    }
}
