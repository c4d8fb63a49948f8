import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeWeb
import Testing

/// What makes Marquee installable on a phone: a manifest every page links, naming icons that
/// exist at the sizes it says.
@Suite struct InstallableTests {
    struct Manifest: Decodable {
        struct Icon: Decodable { let src: String, sizes: String, type: String, purpose: String }
        let name: String, short_name: String, start_url: String, display: String, theme_color: String, background_color: String
        let icons: [Icon]
    }

    @Test func theManifestParsesAndNamesIconsThatExistAtTheirSizes() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            let (contentType, body) = try await client.execute(uri: "/manifest.webmanifest", method: .get) {
                ($0.headers[.contentType], Data([UInt8](buffer: $0.body)))
            }
            #expect(contentType == "application/manifest+json")
            let manifest = try JSONDecoder().decode(Manifest.self, from: body)
            #expect(manifest.name == "Marquee" && manifest.short_name == "Marquee")
            #expect(manifest.start_url == "/" && manifest.display == "standalone")
            #expect(manifest.theme_color.hasPrefix("#") && manifest.background_color.hasPrefix("#"))
            for (size, purpose) in [(192, "any"), (512, "any"), (192, "maskable"), (512, "maskable")] {
                let icon = try #require(manifest.icons.first { $0.sizes == "\(size)x\(size)" && $0.purpose == purpose }, "\(size) \(purpose)")
                #expect(icon.type == "image/png")
                let png = try await client.execute(uri: icon.src, method: .get) { response in
                    #expect(response.status == .ok, "\(icon.src)")
                    #expect(response.headers[.contentType] == "image/png")
                    return [UInt8](buffer: response.body)
                }
                // The PNG signature, then IHDR's width and height.
                #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == size && height == size, "\(icon.src) is \(width)×\(height)")
            }
        }
    }

    @Test func everyPageLinksTheManifestWithTheTagsPhonesRead() async throws {
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            for uri in ["/", "/search?q=batman", "/movies/500", "/favorites", "/login", "/gallery", "/no-such-page"] {
                let page = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
                for tag in [#"<link rel="manifest" href="/manifest.webmanifest">"#, ##"<meta name="theme-color" content="#b3261e">"##,
                            #"<link rel="apple-touch-icon" href="/assets/icon-192."#, #"<meta name="apple-mobile-web-app-capable" content="yes">"#] {
                    #expect(page.contains(tag), "\(uri): \(tag)")
                }
            }
        }
    }

    /// What a phone shows of the app is in its reader's language: the manifest answers as a
    /// page does, by the chooser's cookie or the browser's languages, and says so.
    @Test func theManifestIsInTheReadersLanguage() async throws {
        struct Described: Decodable { let description: String, lang: String, dir: String, name: String, id: String }
        let app = Application(router: try buildRouter(dependencies: WebTestHarness().dependencies))
        try await app.test(.router) { client in
            let asked: [(HTTPFields, String, String)] = [
                ([:], "en", "Find films and images, and keep track of the ones you love."),
                ([.acceptLanguage: "ms-MY, en;q=0.5"], "ms", "Cari filem dan imej, dan jejaki filem yang anda gemari."),
                ([.acceptLanguage: "ms", .cookie: "marquee_lang=en"], "en", "Find films and images, and keep track of the ones you love."),
            ]
            for (headers, language, description) in asked {
                try await client.execute(uri: "/manifest.webmanifest", method: .get, headers: headers) { response in
                    let manifest = try JSONDecoder().decode(Described.self, from: Data([UInt8](buffer: response.body)))
                    #expect(manifest.lang == language && manifest.dir == "ltr")
                    #expect(manifest.description == description)
                    #expect(manifest.name == "Marquee" && manifest.id == "/", "the same app in every language")
                    #expect(response.headers[.contentLanguage] == language)
                    #expect(response.headers[.vary] == "Accept-Language, Cookie", "a cache keeps one per language")
                }
            }
        }
    }
}
