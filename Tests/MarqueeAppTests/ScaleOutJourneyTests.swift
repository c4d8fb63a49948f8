import Configuration
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueePostgres
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// Several servers over one database: forms signed by one secret are accepted by all, each
/// server names itself, a trusted proxy's client address is used for throttling, and
/// PostgreSQL's start-up failures say what to fix.
@Suite struct ScaleOutJourneyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-scale-\(UUID().uuidString)")
    static let secret = String(repeating: "s3cr3t-", count: 6)

    func settings(_ extra: [String: String] = [:]) throws -> MarqueeSettings {
        let environment = [
            "MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path,
            "MARQUEE_BCRYPT_COST": "10",
        ].merging(extra) { $1 }
        return try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
    }

    /// Two servers (a and b) over one database; `secretB` is b's secret.
    func withTwoServers(secretB: String = secret, _ body: @Sendable (any TestClientProtocol, any TestClientProtocol) async throws -> Void) async throws {
        let a = try MarqueeServices(settings: settings(["MARQUEE_SECRET": Self.secret, "MARQUEE_SERVER_NAME": "a"]))
        let b = try MarqueeServices(settings: settings(["MARQUEE_SECRET": secretB, "MARQUEE_SERVER_NAME": "b"]))
        try await Application(router: try buildRouter(dependencies: a.webDependencies)).test(.router) { clientA in
            try await Application(router: try buildRouter(dependencies: b.webDependencies)).test(.router) { clientB in
                try await body(clientA, clientB)
            }
        }
    }

    @Test func serversSharingASecretAcceptEachOthersFormsAndSessions() async throws {
        try await withTwoServers { a, b in
            let browser = TestBrowser(a)
            let signedUp = try await browser.signUp("ana@example.com")
            #expect(signedUp.server == "a")
            browser.client = b
            let home = try await browser.get("/account")
            #expect(home.server == "b")
            #expect(home.text.contains(#"<dd id="account-email">ana@example.com</dd>"#), "b knows the session a started")
            let saved = try await browser.post("/movies/155/favorite", [("favorite", "true")])
            #expect(saved.status == .seeOther, "b accepts the form token a issued")
            browser.client = a
            #expect(try await browser.get("/favorites").text.contains("The Dark Knight"))
        }
    }

    @Test func aServerWithAnotherSecretRefusesTheFormsAndIssuesItsOwnToken() async throws {
        try await withTwoServers(secretB: String(repeating: "other-", count: 7)) { a, b in
            let browser = TestBrowser(a)
            _ = try await browser.get("/")
            let issuedByA = try #require(browser.cookies["marquee_csrf"])
            browser.client = b
            let refused = try await browser.post("/movies/155/favorite", [("favorite", "true")])
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("This form has expired. Reload the page and try again."))
            _ = try await browser.get("/")
            #expect(browser.cookies["marquee_csrf"] != issuedByA, "b replaces a token it did not sign")
            #expect(try await browser.post("/movies/155/favorite", [("favorite", "true")]).status == .seeOther)
        }
    }

    @Test func aTokenPlantedWithoutASignatureIsRefused() async throws {
        let services = try MarqueeServices(settings: settings(["MARQUEE_SECRET": Self.secret]))
        try await Application(router: try buildRouter(dependencies: services.webDependencies)).test(.router) { client in
            let planted = String(repeating: "ab", count: 32)
            let response = try await client.execute(
                uri: "/movies/155/favorite", method: .post,
                headers: [.cookie: "marquee_csrf=\(planted)", .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "csrf_token=\(planted)&favorite=true"))
            #expect(response.status == .forbidden, "a cookie and field that match are not enough without the signature")

            // A cookie whose signature half is 64 bytes but not 64 characters is just refused.
            let odd = String(repeating: "a", count: 64) + "." + String(repeating: "a", count: 62) + "é"
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: "marquee_csrf=\(odd)"]) { $0 }
            #expect(page.status == .ok)
            #expect(page.headers[values: .setCookie].contains { $0.hasPrefix("marquee_csrf=") && !$0.contains(odd) }, "a new token replaces it")
        }
    }

    @Test func aSignedTokenTakenFromAnotherBrowserIsRefused() async throws {
        let services = try MarqueeServices(settings: settings(["MARQUEE_SECRET": Self.secret]))
        try await Application(router: try buildRouter(dependencies: services.webDependencies)).test(.router) { client in
            let attacker = TestBrowser(client)
            _ = try await attacker.get("/")
            let attackersToken = try #require(attacker.cookies["marquee_csrf"])
            #expect(try await attacker.post("/movies/155/favorite", [("favorite", "true")]).status == .seeOther, "valid for its own browser")

            // The victim's browser, with the attacker's signed token planted in its cookie.
            let victim = TestBrowser(client)
            try await victim.signUp("ana@example.com")
            let victimsVisitor = try #require(victim.cookies["marquee_visitor"])
            let session = try #require(victim.cookies["marquee_session"])
            let forged = try await client.execute(
                uri: "/movies/155/favorite", method: .post,
                headers: [.cookie: "marquee_visitor=\(victimsVisitor); marquee_session=\(session); marquee_csrf=\(attackersToken)",
                          .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "csrf_token=\(attackersToken)&favorite=true")) { $0.status }
            #expect(forged == .forbidden, "a token is bound to the browser it was made for")
            #expect(try await victim.get("/favorites").text.contains("The Dark Knight") == false)
        }
    }

    @Test func aPasswordNeverShowsEvenInAURLThatDoesNotParse() throws {
        #expect {
            _ = try settings(["MARQUEE_DATABASE_URL": "postgres://marquee:ab/cd+ef@db/marquee"])
        } throws: { error in
            let text = String(describing: error)
            return text.contains("MARQUEE_DATABASE_URL") && !text.contains("ab/cd") && !text.contains("cd+ef")
        }
    }

    @Test func everyAnswerNamesItsServerOnlyWhenConfigured() async throws {
        try await withTwoServers { (a: any TestClientProtocol, _: any TestClientProtocol) async throws in
            let browser = TestBrowser(a)
            #expect(try await browser.get("/").server == "a")
            #expect(try await browser.get("/no-such-page").server == "a", "error pages too")
        }
        let unnamed = try MarqueeServices(settings: settings())
        try await Application(router: try buildRouter(dependencies: unnamed.webDependencies)).test(.router) { client in
            let answer = try await TestBrowser(client).get("/")
            #expect(answer.server == nil)
        }
    }

    @Test(arguments: [true, false]) func signUpsAreCountedPerClientBehindATrustedProxyOnly(trusted: Bool) async throws {
        let services = try MarqueeServices(settings: settings(["MARQUEE_TRUST_FORWARDED_FOR": trusted ? "true" : "false"]))
        try await Application(router: try buildRouter(dependencies: services.webDependencies)).test(.router) { client in
            for index in 1...5 {
                let browser = TestBrowser(client)
                // The client's own entries come first; the proxy appends the address it saw.
                browser.extraHeaders[HTTPField.Name("X-Forwarded-For")!] = "198.51.100.7, 203.0.113.1"
                #expect(try await browser.signUp("person\(index)@example.com").status == .seeOther)
            }
            let sameClient = TestBrowser(client)
            sameClient.extraHeaders[HTTPField.Name("X-Forwarded-For")!] = "192.0.2.99, 203.0.113.1"
            #expect(try await sameClient.signUp("sixth@example.com").status == .tooManyRequests, "the sixth from one client waits")
            let otherClient = TestBrowser(client)
            otherClient.extraHeaders[HTTPField.Name("X-Forwarded-For")!] = "203.0.113.1, 203.0.113.2"
            let other = try await otherClient.signUp("other@example.com")
            // Trusted: another client has its own count. Not trusted: the header is ignored and
            // everyone is the one socket address.
            #expect(other.status == (trusted ? .seeOther : .tooManyRequests))
        }
    }

    @Test(arguments: [true, false]) func behindATrustedProxyHTTPSRequestsGetHSTS(trusted: Bool) async throws {
        let services = try MarqueeServices(settings: settings(["MARQUEE_TRUST_FORWARDED_PROTO": trusted ? "true" : "false"]))
        try await Application(router: try buildRouter(dependencies: services.webDependencies)).test(.router) { client in
            let forwarded = try await client.execute(uri: "/", method: .get, headers: [HTTPField.Name("X-Forwarded-Proto")!: "https"]) { $0.headers }
            #expect((forwarded[.strictTransportSecurity] == "max-age=31536000") == trusted)
            let plain = try await client.execute(uri: "/", method: .get, headers: [HTTPField.Name("X-Forwarded-Proto")!: "http"]) { $0.headers }
            #expect(plain[.strictTransportSecurity] == nil, "never over plain HTTP")
        }
    }

    @Test func postgresWithoutASecretIsAClearStartUpError() async throws {
        let settings = try settings(["MARQUEE_DATABASE_URL": "postgres://marquee@127.0.0.1:1/marquee"])
        await #expect(throws: SettingsError.missingSecret) { _ = try await MarqueeServices.open(settings: settings) }
        #expect(SettingsError.missingSecret.description.contains("MARQUEE_SECRET must be set"))
    }

    @Test func anUnreachablePostgresIsAClearStartUpError() async throws {
        let settings = try settings(["MARQUEE_DATABASE_URL": "postgres://marquee:hunter2@127.0.0.1:1/marquee", "MARQUEE_SECRET": Self.secret])
        let error = await #expect(throws: (any Error).self) { _ = try await MarqueeServices.open(settings: settings) }
        let message = String(describing: try #require(error))
        #expect(message.hasPrefix("Marquee could not use PostgreSQL at postgres://marquee@127.0.0.1:1/marquee"), "\(message)")
        #expect(message.contains("nothing is listening there (connection refused)"), "\(message)")
        #expect(message.contains("Check that the server is running"))
        #expect(!message.contains("hunter2"), "the password never shows")
    }

    @Test(arguments: [
        ("mysql://x@h/d", "a PostgreSQL URL (The database URL must look like"),
        ("postgres://h:5432/d", "lacks a user name"),
        ("postgres://u:pw@h:5432/", "lacks a database name"),
        ("postgres://u:pw@h/d?sslmode=maybe", "sslmode \"maybe\""),
    ])
    func aDatabaseURLMarqueeCannotUseIsNamed(url: String, expected: String) throws {
        #expect {
            _ = try settings(["MARQUEE_DATABASE_URL": url])
        } throws: { error in
            let text = String(describing: error)
            return text.contains("MARQUEE_DATABASE_URL") && text.contains(expected) && !text.contains(":pw@")
        }
    }

    @Test func aShortSecretIsRefused() throws {
        #expect(throws: SettingsError.self) { _ = try settings(["MARQUEE_SECRET": "too short"]) }
    }

    /// The whole app on PostgreSQL: what one server saves, a second server opened on the same
    /// database finds.
    @Test func theWholeAppRunsOnPostgreSQL() async throws {
        let location = try await PostgresTestServer.shared.makeDatabase(embeddedCatalog: false)
        let password = location.password.map { ":" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") } ?? ""
        let url = "postgres://\(location.username)\(password)@\(location.host):\(location.port)/\(location.database)"
        let first = try await MarqueeServices.open(settings: settings(["MARQUEE_DATABASE_URL": url, "MARQUEE_SECRET": Self.secret]))
        let second = try await MarqueeServices.open(settings: settings(["MARQUEE_DATABASE_URL": url, "MARQUEE_SECRET": Self.secret]))
        try await first.withBackgroundServices {
            try await second.withBackgroundServices {
                try await Application(router: try buildRouter(dependencies: first.webDependencies)).test(.router) { a in
                    try await Application(router: try buildRouter(dependencies: second.webDependencies)).test(.router) { (b: any TestClientProtocol) async throws in
                        let browser = TestBrowser(a)
                        _ = try await browser.get("/")
                        #expect(try await browser.get("/search?q=dark+knight").text.contains("The Dark Knight"), "the embedded catalog was loaded")
                        // A NUL in a form (PostgreSQL's text cannot hold one) is dropped, not a failure.
                        #expect(try await browser.signUp("ana@example.com", firstName: "An\u{0}a").status == .seeOther)
                        #expect(try await browser.get("/account").text.contains("Hello, Ana"))
                        #expect(try await browser.post("/movies/155/favorite", [("favorite", "true")]).status == .seeOther)
                        browser.client = b
                        #expect(try await browser.get("/favorites").text.contains("The Dark Knight"))
                        #expect(try await browser.get("/history").text.contains("dark knight"), "the visitor's search moved into the account")
                    }
                }
                #expect(try await second.accountStore.allAccounts().map(\.email.value) == ["ana@example.com"])
            }
        }
        await PostgresTestServer.shared.drop(location.database)
    }
}
