import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeWeb
import Testing

/// The language of the account screens: the browser's, the one chosen in the footer or on Home,
/// and the account's, which follows the person to a browser that chose none.
@Suite struct AccountLanguageJourneyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-account-language-\(UUID().uuidString)")

    func services() throws -> MarqueeServices {
        let environment = ["MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path, "MARQUEE_BCRYPT_COST": "10"]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        return try MarqueeServices(settings: settings)
    }

    func run(_ services: MarqueeServices, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router, body)
    }

    @Test func choosingALanguageRemembersItInACookieAndGoesBackToThePage() async throws {
        try await run(try services()) { client in
            #expect(try await TestBrowser(client).post("/language", [("language", "ms")], csrf: false).status == .forbidden)
            let browser = TestBrowser(client)
            let chosen = try await browser.post("/language", [("language", "ms"), ("return_to", "/signup")])
            #expect(chosen.status == .seeOther)
            #expect(chosen.location == "/signup")
            let cookie = try #require(chosen.setCookies.first { $0.hasPrefix("marquee_lang=") })
            #expect(cookie.hasPrefix("marquee_lang=ms") && cookie.contains("HttpOnly"))
            browser.extraHeaders[.referer] = "http://localhost/login?return_to=%2Faccount%2Fmobile"
            let fromLogIn = try await browser.post("/language", [("language", "ms")])
            browser.extraHeaders[.referer] = nil
            #expect(fromLogIn.location == "/login?return_to=%2Faccount%2Fmobile", "the log-in screen, still going on to the page after")
            let signUp = try await browser.get("/signup")
            #expect(signUp.text.contains(#"<html lang="ms""#))
            #expect(signUp.text.contains(#"<h1 id="signup-title">Daftar</h1>"#))
            #expect(signUp.text.contains(#"<option value="" selected>Pilih jantina</option>"#))
        }
    }

    @Test func aLanguageChosenWhileLoggedInFollowsTheAccountToABrowserThatChoseNone() async throws {
        let services = try services()
        try await run(services) { client in
            let phone = TestBrowser(client)
            try await phone.signUp("ana@example.com")
            let home = try await phone.get("/account")
            #expect(home.text.contains(#"<select id="account-language" name="language">"#), "Home has the chooser")
            #expect(home.text.contains(#"<h2 id="account-language-title">Language</h2>"#))
            #expect(try await phone.post("/language", [("language", "ms"), ("return_to", "/account")]).location == "/account")
            #expect(try await services.accountStore.allAccounts().first?.language == .malay)

            let laptop = TestBrowser(client)
            #expect(try await laptop.get("/login").text.contains(#"<html lang="en""#), "logged out, the browser's language")
            try await laptop.logIn("ana@example.com")
            #expect(laptop.cookies["marquee_lang"] == nil)
            let malay = try await laptop.get("/account")
            #expect(malay.text.contains(#"<html lang="ms""#))
            #expect(malay.text.contains(#"<h1 id="account-title">Hai, Ana</h1>"#))
            #expect(malay.text.contains(#"<button type="submit" id="log-out">Log keluar</button>"#))
            #expect(malay.text.contains(#"<option value="ms" lang="ms" selected>"#))

            let shared = TestBrowser(client)
            _ = try await shared.post("/language", [("language", "en")])
            try await shared.logIn("ana@example.com")
            #expect(try await shared.get("/account").text.contains(#"<h1 id="account-title">Hello, Ana</h1>"#), "this browser's own choice comes first")
            #expect(try await services.accountStore.allAccounts().first?.language == .malay, "choosing logged out leaves the account alone")
        }
    }

    @Test func aLanguageChosenBeforeSigningUpIsTheNewAccountsOnEveryBrowser() async throws {
        let services = try services()
        try await run(services) { client in
            let phone = TestBrowser(client)
            _ = try await phone.post("/language", [("language", "ms"), ("return_to", "/signup")])
            try await phone.signUp("siti@example.com", firstName: "Siti")
            #expect(try await services.accountStore.allAccounts().first?.language == .malay)
            let laptop = TestBrowser(client)
            try await laptop.logIn("siti@example.com")
            #expect(try await laptop.get("/account").text.contains(#"<h1 id="account-title">Hai, Siti</h1>"#))
        }
    }

    @Test func theSignUpFormSaysTheSeedsMessagesInTheBrowsersLanguage() async throws {
        try await run(try services()) { client in
            let malay = TestBrowser(client)
            malay.extraHeaders[.acceptLanguage] = "ms-MY,ms;q=0.9,en;q=0.5"
            let empty = try await malay.post("/signup", [("email", ""), ("password", ""), ("mobile", ""), ("gender", "")])
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains(#"<html lang="ms""#))
            #expect(empty.message == "Sila lengkapkan borang")
            #expect(empty.text.contains(#"<span class="optional">(pilihan)</span>"#))

            let english = try await TestBrowser(client).post("/signup", [("email", ""), ("password", ""), ("mobile", ""), ("gender", "")])
            #expect(english.text.contains(#"<html lang="en""#))
            #expect(english.message == "Please complete the form")
            #expect(english.text.contains(#"<span class="optional">(optional)</span>"#))
        }
    }

    @Test func errorPagesAndAnExpiredFormSpeakTheBrowsersLanguage() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            browser.extraHeaders[.acceptLanguage] = "ms"
            let missing = try await browser.get("/nowhere")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("<h1>Halaman tidak ditemui</h1>"))
            #expect(missing.text.contains(">Kembali ke filem</a>"))
            let expired = try await browser.post("/login", [("email", "ana@example.com")], csrf: false)
            #expect(expired.status == .forbidden)
            #expect(expired.text.contains("<p>Borang ini telah tamat tempoh. Muat semula halaman dan cuba lagi.</p>"))
            let english = try await TestBrowser(client).post("/login", [("email", "ana@example.com")], csrf: false)
            #expect(english.text.contains("<p>This form has expired. Reload the page and try again.</p>"))
        }
    }
}
