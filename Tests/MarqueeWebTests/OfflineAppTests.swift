import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
@testable import MarqueeWeb
import Testing

/// What the service worker is given by the server: its script at a fixed address with this
/// deployment's app shell in it, and the offline page it stores. (What it does with them is
/// tested in a real browser: `tests/browser/test_offline_app.py`.)
@Suite struct OfflineAppTests {
    struct Configuration: Decodable {
        let version: String, shell: [String], offline: String, favorites: String, languages: [String]
        let forgetPagesAfter: [String], forgetHistoryAfter: [String], historyPages: [String], assetFolder: String, imageFolders: [String]
        let pageTimeoutMilliseconds: Int, maximumPages: Int, maximumImages: Int, imageByteBudget: Int
        let pageMarker: String
    }

    /// The `MARQUEE` constant the server writes before the worker's own code.
    static func configuration(of script: String) throws -> Configuration {
        let line = try #require(script.split(separator: "\n", maxSplits: 1).first)
        let prefix = "\"use strict\";const MARQUEE="
        #expect(line.hasPrefix(prefix + "{") && line.hasSuffix("};"))
        return try JSONDecoder().decode(Configuration.self, from: Data(line.dropFirst(prefix.count).dropLast().utf8))
    }

    @Test func theWorkerIsServedAtTheRootRevalidatedEveryTimeWithAShellThatExists() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            let (script, etag) = try await client.execute(uri: "/service-worker.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-cache", "a new deployment's worker is seen on the next visit")
                return (String(buffer: response.body), try #require(response.headers[.eTag]))
            }
            let configuration = try Self.configuration(of: script)
            #expect(etag == "\"\(configuration.version)\"")
            #expect(configuration.version.count == 16)
            #expect(configuration.offline == "/offline" && configuration.favorites == "/favorites")
            #expect(configuration.forgetPagesAfter == ["/logout", "/account/delete", "/login", "/signup"])
            #expect(configuration.forgetHistoryAfter == ["/history/forget", "/history/clear", "/gallery/history/forget", "/gallery/history/clear"])
            #expect(configuration.historyPages == ["/history", "/search", "/gallery"])
            #expect(configuration.assetFolder == "/assets/" && configuration.imageFolders == ["/images/", "/photos/"])
            #expect(configuration.pageTimeoutMilliseconds == 3_000)
            #expect(configuration.maximumImages == 300 && configuration.imageByteBudget == 25 * 1024 * 1024)
            // Every style sheet, script (every language's words among them) and icon: each answers.
            #expect(configuration.pageMarker == #"<meta name="marquee-page" content=""#)
            for kind in ["app.css", "app.js", "search.js", "account.css", "account.js", "outbox.js", "updates.js", "saved-pages.js", "config.js",
                         "gallery.css", "discover.css", "icon-192.png", "icon-maskable-512.png", "page-text.js", "language-form.js"] {
                let stem = kind.split(separator: ".")[0], ext = kind.split(separator: ".")[1]
                #expect(configuration.shell.contains { $0.hasPrefix("/assets/\(stem).") && $0.hasSuffix(".\(ext)") }, "\(kind) is in the shell")
            }
            for language in ["en", "ms"] {
                #expect(configuration.shell.contains { $0.hasPrefix("/assets/page-text.\(language).") }, "the words in \(language) are in the shell")
            }
            // The offline page is stored apart, once per language, asked for in each.
            #expect(!configuration.shell.contains(configuration.offline))
            #expect(configuration.languages == ["en", "ms"])
            for language in configuration.languages {
                try await client.execute(uri: configuration.offline, method: .get, headers: [.acceptLanguage: language]) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentLanguage] == language, "the worker keeps it under the language it says")
                }
            }
            for address in configuration.shell {
                try await client.execute(uri: address, method: .get) { response in
                    #expect(response.status == .ok, "\(address)")
                }
            }
            try await client.execute(uri: "/service-worker.js", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
            }
        }
    }

    @Test func everyScreenLoadsItsOwnModulesAndPreloadsWhatTheyImportButNotWhatWaitsForItsMoment() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            let screens: [(uri: String, entries: [String])] = [
                ("/", ["app"]), ("/movies/500", ["app"]), ("/favorites", ["app"]), ("/offline", ["app"]), ("/no-such-page", ["app"]),
                ("/search?q=batman", ["app", "search"]), ("/gallery", ["app", "search"]), ("/login", ["app", "account"]),
            ]
            for (uri, entries) in screens {
                let page = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
                let modules = page.matches(of: /<script type="module" src="\/assets\/([a-z-]+)\.[0-9a-f]{16}\.js"><\/script>/).map { String($0.output.1) }
                #expect(modules == entries, "\(uri)")
                let preloads = Set(page.matches(of: /<link rel="modulepreload" href="\/assets\/([a-z-]+)\.[0-9a-f]{16}\.js">/).map { String($0.output.1) })
                #expect(preloads.isSuperset(of: ["config", "dom", "storage", "page", "worker-client", "connection"]), "\(uri)")
                #expect(preloads.contains("combobox") == entries.contains("search"), "\(uri)")
                #expect(preloads.contains("leaving") == entries.contains("account"), "\(uri): only the account screens have forms that forget the device")
                #expect(preloads.isDisjoint(with: ["hearts", "outbox", "kept-hearts", "saved-copy", "network", "toasts", "updates", "saved-pages", "favorite-rows"]),
                        "\(uri): loaded when their moment comes")
                #expect(!page.contains("<script>") && !page.contains("<script src"), "\(uri): no inline or classic script")
            }
        }
    }

    @Test func aModulesAddressChangesWithAnyModuleItImports() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.repositoryAssets(), to: folder)
        let toasts = folder.appendingPathComponent("scripts/toasts.js")
        let source = try String(contentsOf: toasts, encoding: .utf8)
        try (source + "\n// A comment, which is not served.\n").write(to: toasts, atomically: true, encoding: .utf8)
        let before = try StaticAssets.bundled(), commented = try StaticAssets(folder: folder.path)
        #expect(before.everyScreenScripts.entries == commented.everyScreenScripts.entries, "a comment changes nothing the browser has")
        try (source + "\nexport const changedInThisDeployment = true;\n").write(to: toasts, atomically: true, encoding: .utf8)
        let after = try StaticAssets(folder: folder.path)
        // app.js loads connection.js, which loads toasts.js when the connection is back.
        #expect(before.everyScreenScripts.entries != after.everyScreenScripts.entries)
        #expect(before.everyScreenScripts.preloads.filter { $0.fileName.hasPrefix("network.") } == after.everyScreenScripts.preloads.filter { $0.fileName.hasPrefix("network.") },
                "a module that imports nothing changed keeps its address")
    }

    @Test func scriptsThatImportAModuleThatIsNotThereStopTheServerFromStarting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.repositoryAssets(), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("scripts/toasts.js"))
        #expect(throws: ScriptModules.GraphError.self) { try StaticAssets(folder: folder.path) }
    }

    @Test func theOfflinePageSaysWhatHappenedAndHasPlacesForWhatIsSaved() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            try await client.execute(uri: "/offline", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                #expect(page.contains("<title>Offline – Marquee</title>"))
                #expect(page.contains(">You are offline</h1>"))
                for id in ["saved-pages", "saved-pages-empty", "saved-favorites", "saved-favorites-empty"] {
                    #expect(page.contains("id=\"\(id)\""), "\(id)")
                }
                #expect(!(response.headers[.cacheControl] ?? "").contains("no-store"), "the worker may store it")
                // The same for everyone: no visitor identity is handed out with it.
                #expect(response.headers[values: .setCookie].isEmpty)
                #expect(page.contains(#"name="csrf_token" value="""#), "no form token: it names nobody")
            }
        }
    }

    /// A 502, 503 or 504 without the mark is a proxy's: Marquee could not be reached, and the
    /// device shows what it saved. Marquee's own (an upstream failed) are shown as they are.
    @Test func marqueesOwnFailurePagesAreMarkedAsAnswered() async throws {
        try await WebTestHarness(catalog: StaticMovieCatalog(failingWith: .offline)).run { client in
            for uri in ["/movies/155", "/", "/search?q=batman"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .serviceUnavailable, "\(uri)")
                    #expect(response.headers[HTTPField.Name("X-Marquee")!] == "1", "\(uri)")
                }
            }
            try await client.execute(uri: "/service-worker.js", method: .get) { response in
                #expect(response.headers[HTTPField.Name("X-Marquee")!] == "1", "every answer")
            }
        }
    }

    @Test func anotherDeploymentsAssetsMakeAnotherWorkerVersion() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.repositoryAssets(), to: folder)
        let css = folder.appendingPathComponent("app.css")
        try (String(contentsOf: css, encoding: .utf8) + "\n.new-in-this-deployment { color: red; }\n").write(to: css, atomically: true, encoding: .utf8)

        var dependencies = WebTestHarness().dependencies
        let before = try await Self.workerConfiguration(dependencies)
        dependencies.assetsFolder = folder.path
        let after = try await Self.workerConfiguration(dependencies)
        #expect(before.version != after.version)
        #expect(before.shell.first { $0.hasPrefix("/assets/app.") && $0.hasSuffix(".css") } != after.shell.first { $0.hasPrefix("/assets/app.") && $0.hasSuffix(".css") })
        #expect(before.shell.filter { $0.hasSuffix(".png") } == after.shell.filter { $0.hasSuffix(".png") }, "unchanged assets keep their addresses")
    }

    private static func workerConfiguration(_ dependencies: WebDependencies) async throws -> Configuration {
        let app = Application(router: try buildRouter(dependencies: dependencies))
        return try await app.test(.router) { client in
            try await Self.configuration(of: client.execute(uri: "/service-worker.js", method: .get) { String(buffer: $0.body) })
        }
    }

    /// The assets in the source tree, beside this file's package.
    private static func repositoryAssets() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MarqueeWeb/Public/assets")
    }
}
