import Configuration
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import Logging
import MarqueeCore
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// Accounts through the whole app: real settings, a real database file, bcrypt, the router.
@Suite struct AccountJourneyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-accounts-\(UUID().uuidString)")

    func services(https: Bool = false, log: CapturedLog? = nil) throws -> MarqueeServices {
        let environment = [
            "MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path,
            "MARQUEE_BCRYPT_COST": "10",
            "MARQUEE_HTTPS": https ? "true" : "false",
        ]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        guard let log else { return try MarqueeServices(settings: settings) }
        return try MarqueeServices(settings: settings, logger: Logger(label: "marquee") { _ in CapturingLogHandler(log) })
    }

    func run(_ services: MarqueeServices, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: try buildRouter(dependencies: services.webDependencies))
        try await app.test(.router, body)
    }

    @Test func signUpStartsASessionAndHomeShowsTheAccount() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            let signedUp = try await browser.signUp("  Ana@Example.COM ")
            #expect(signedUp.status == .seeOther)
            #expect(signedUp.location == "/account")
            let session = try #require(signedUp.setCookies.first { $0.hasPrefix("marquee_session=") })
            #expect(session.contains("HttpOnly") && session.contains("SameSite=Lax") && session.contains("Path=/"))
            #expect(!session.contains("Secure"))
            let home = try await browser.get("/account")
            #expect(home.status == .ok)
            #expect(home.text.contains(#"<h1 id="account-title">Hello, Ana</h1>"#))
            #expect(home.text.contains(#"<dd id="account-email">ana@example.com</dd>"#))
            #expect(home.text.contains(#"<span id="account-mobile">012-345 6789</span>"#))
        }
    }

    @Test func overHTTPSTheSessionCookieIsSecureWithTheHostPrefix() async throws {
        try await run(try services(https: true)) { client in
            let browser = TestBrowser(client)
            let first = try await browser.get("/")
            for name in ["marquee_visitor=", "marquee_csrf="] {
                let cookie = try #require(first.setCookies.first { $0.hasPrefix(name) }, "\(name)")
                #expect(cookie.contains("Secure") && cookie.contains("HttpOnly"), "\(cookie)")
            }
            let signedUp = try await browser.signUp("ana@example.com")
            let session = try #require(signedUp.setCookies.first { $0.hasPrefix("__Host-marquee_session=") })
            #expect(session.contains("Secure") && session.contains("HttpOnly") && session.contains("Path=/"))
            #expect(!session.contains("Domain"))
            #expect(signedUp.setCookies.first { $0.hasPrefix("marquee_csrf=") }?.contains("Secure") == true, "the rotated token too")
            let loggedOut = try await browser.post("/logout", [])
            #expect(loggedOut.setCookies.filter { $0.hasPrefix("marquee_visitor=") || $0.hasPrefix("marquee_csrf=") }.allSatisfy { $0.contains("Secure") })
        }
    }

    @Test func overPlainHTTPNoCookieIsSecure() async throws {
        try await run(try services()) { client in
            let first = try await TestBrowser(client).get("/")
            #expect(!first.setCookies.isEmpty)
            #expect(first.setCookies.allSatisfy { !$0.contains("Secure") }, "a browser on http:// would drop them")
        }
    }

    @Test func refusedSignUpKeepsWhatWasTypedButNeverThePassword() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            let refused = try await browser.post("/signup", [("email", "ana@example.com"), ("password", "marquee-films!"),
                                                             ("first_name", "Ana <b>"), ("mobile", "03-2385 6789"), ("gender", "male")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.message == "Mobile number is not valid")
            #expect(refused.text.contains(#"role="alert">Mobile number is not valid"#))
            #expect(refused.text.contains(#"value="ana@example.com""#))
            #expect(refused.text.contains(#"value="Ana &lt;b&gt;""#))
            #expect(refused.text.contains(#"value="03-2385 6789""#))
            #expect(refused.text.contains(#"<option value="male" selected>"#))
            #expect(!refused.text.contains("marquee-films!"))
            #expect(refused.setCookies.allSatisfy { !$0.hasPrefix("marquee_session=") })
        }
    }

    @Test func anEmailAlreadyRegisteredIsRefusedWhateverItsCase() async throws {
        try await run(try services()) { client in
            try await TestBrowser(client).signUp("ana@example.com")
            let again = try await TestBrowser(client).signUp(" ANA@example.com")
            #expect(again.status == .unprocessableContent)
            #expect(again.message == "Email already exists")
        }
    }

    @Test func logInMessagesComeInTheSpecifiedOrder() async throws {
        try await run(try services()) { client in
            try await TestBrowser(client).signUp("ana@example.com")
            let browser = TestBrowser(client)
            let cases: [(String, String, String)] = [
                ("", "", "All fields are required"),
                ("ana@", "x", "Email is not valid"),
                ("ana@example.com", "short", "Password should contain one special character and minimum 8 characters required"),
                ("ana@example.com", "wrong-password!", "Email or password is incorrect"),
                ("nobody@example.com", "marquee-films!", "Email or password is incorrect"),
            ]
            for (email, password, message) in cases {
                let answer = try await browser.logIn(email, password: password)
                #expect(answer.status == .unprocessableContent, "\(message)")
                #expect(answer.message == message)
                #expect(!password.isEmpty ? !answer.text.contains("value=\"\(password)\"") : true)
            }
            let success = try await browser.logIn("ANA@example.com ")
            #expect(success.location == "/account")
        }
    }

    @Test func logInRotatesTheSessionAndTheOldCookieNoLongerWorks() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            let before = try #require(browser.cookies["marquee_session"])
            let csrfBefore = try #require(browser.cookies["marquee_csrf"])
            try await browser.logIn("ana@example.com")
            let after = try #require(browser.cookies["marquee_session"])
            #expect(after != before)
            #expect(browser.cookies["marquee_csrf"] != csrfBefore, "the CSRF token is new too")

            let thief = TestBrowser(client)
            _ = try await thief.get("/login")
            let replay = try await client.execute(uri: "/account", method: .get, headers: [.cookie: "marquee_session=\(before)"]) { $0 }
            #expect(replay.status == .seeOther)
            #expect(replay.headers[.location] == "/login?return_to=%2Faccount")
            #expect(try await browser.get("/account").status == .ok)
        }
    }

    @Test func logOutEndsTheSessionOnTheServerAndShowsLogIn() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            let token = try #require(browser.cookies["marquee_session"])
            let visitor = try #require(browser.cookies["marquee_visitor"])
            let loggedOut = try await browser.post("/logout", [])
            #expect(loggedOut.location == "/login?notice=logged-out")
            #expect(browser.cookies["marquee_session"] == nil)
            #expect(browser.cookies["marquee_visitor"] != visitor, "a fresh anonymous visitor")
            let login = try await browser.get(try #require(loggedOut.location))
            #expect(login.text.contains(#"role="status">You have logged out</p>"#))
            let replay = try await client.execute(uri: "/account", method: .get, headers: [.cookie: "marquee_session=\(token)"]) { $0 }
            #expect(replay.status == .seeOther, "the server forgot the session")
        }
    }

    @Test func aPageThatNeedsAnAccountSendsToLogInAndComesBack() async throws {
        try await run(try services()) { client in
            try await TestBrowser(client).signUp("ana@example.com")
            let browser = TestBrowser(client)
            let redirected = try await browser.get("/account/mobile")
            #expect(redirected.location == "/login?return_to=%2Faccount%2Fmobile")
            let login = try await browser.get(try #require(redirected.location))
            #expect(login.text.contains(#"<input type="hidden" name="return_to" value="/account/mobile">"#))
            #expect(try await browser.logIn("ana@example.com", returnTo: "/account/mobile").location == "/account/mobile")
            let other = TestBrowser(client)
            #expect(try await other.logIn("ana@example.com", returnTo: "//evil.example/").location == "/account")
            #expect(try await other.get("/login").location == "/account", "a logged-in browser skips Log in")
        }
    }

    @Test func formsWithoutTheirCSRFTokenAreRefused() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            for uri in ["/login", "/signup", "/logout", "/account/mobile", "/account/delete"] {
                #expect(try await browser.post(uri, [("email", "ana@example.com"), ("password", "marquee-films!")], csrf: false).status == .forbidden, "\(uri)")
            }
            #expect(try await browser.get("/account").status == .ok, "still logged in")
        }
    }

    @Test func everyLineLoggedWhileARequestIsAnsweredNamesTheRequest() async throws {
        let log = CapturedLog()
        try await run(try services(log: log)) { client in
            try await TestBrowser(client).signUp("ana@example.com")
        }
        let signedUp = try #require(log.text.split(separator: "\n").first { $0.contains("Signed up account") })
        #expect(signedUp.contains("request.id"))
    }

    @Test func repeatedWrongPasswordsLockTheAccountForAMinute() async throws {
        try await run(try services()) { client in
            try await TestBrowser(client).signUp("ana@example.com")
            let attacker = TestBrowser(client)
            for _ in 1...5 {
                #expect(try await attacker.logIn("ana@example.com", password: "wrong-password!").message == "Email or password is incorrect")
            }
            let locked = try await attacker.logIn("ana@example.com")
            #expect(locked.status == .tooManyRequests)
            #expect(locked.message == "Too many attempts. Try again in 1 minute, or log in from a browser you have used with this account before")
            #expect(try await TestBrowser(client).logIn("ana@example.com").status == .tooManyRequests, "the account, from any browser")
        }
    }

    @Test func homeChangesTheMobileNumberOrKeepsTheOldOne() async throws {
        try await run(try services()) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            let refused = try await browser.post("/account/mobile", [("mobile", "011-234 5678"), ("view", "dialog")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"<dialog id="mobile-dialog" class="form-dialog" aria-labelledby="mobile-dialog-title" open>"#))
            #expect(refused.message == "Mobile number is not valid")
            #expect(refused.text.contains(#"value="011-234 5678""#))
            #expect(try await browser.get("/account").text.contains(#"<span id="account-mobile">012-345 6789</span>"#))

            let plain = try await browser.post("/account/mobile", [("mobile", "nope")])
            #expect(plain.text.contains(#"<h1 id="mobile-title">Edit mobile number</h1>"#))

            let saved = try await browser.post("/account/mobile", [("mobile", "+60 11-2345 6789")])
            #expect(saved.location == "/account?notice=mobile-changed")
            let home = try await browser.get("/account?notice=mobile-changed")
            #expect(home.message == "Number was edited successfully")
            #expect(home.text.contains(#"<span id="account-mobile">011-2345 6789</span>"#))
        }
    }

    @Test func favoritesAndHistoryFollowThePersonToAnotherBrowser() async throws {
        let services = try services()
        try await run(services) { client in
            let phone = TestBrowser(client)
            _ = try await phone.get("/")
            _ = try await phone.get("/search?q=batman+begins")
            #expect(try await phone.post("/movies/272/favorite", [("favorite", "true")]).status == .seeOther)
            try await phone.signUp("ana@example.com")
            let account = try #require(try await services.accountStore.allAccounts().first)
            #expect(try await services.favorites.favorites(of: account.owner).map(\.movie.id) == [272])
            #expect(try await services.history.recentQueries(of: account.owner) == ["batman begins"])

            let laptop = TestBrowser(client)
            try await laptop.logIn("ana@example.com")
            #expect(try await laptop.get("/favorites").text.contains(#"data-movie-id="272""#))
            #expect(try await laptop.get("/history").text.contains("batman begins"))

            _ = try await laptop.post("/logout", [])
            #expect(!(try await laptop.get("/favorites").text.contains(#"data-movie-id="272""#)), "logged out: a fresh visitor")
        }
    }

    @Test func logsNameAccountsByNumberNeverByPasswordTokenOrFullEmail() async throws {
        let log = CapturedLog()
        try await run(try services(log: log)) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana.lee@example.com")
            let token = try #require(browser.cookies["marquee_session"])
            for _ in 1...6 { _ = try await TestBrowser(client).logIn("ana.lee@example.com", password: "wrong-password!") }
            try await browser.logIn("ana.lee@example.com")
            _ = try await browser.post("/account/delete", [("password", "marquee-films!")])
            #expect(log.text.contains("Signed up account 1"))
            #expect(log.text.contains("a***@example.com"), "throttled log ins name the account masked")
            for secret in ["ana.lee@example.com", "marquee-films!", "wrong-password!", token] {
                #expect(!log.text.contains(secret), "the log holds \(secret)")
            }
        }
    }

    @Test func deletingTheAccountNeedsItsPasswordAndRemovesEverything() async throws {
        let services = try services()
        try await run(services) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            _ = try await browser.post("/movies/272/favorite", [("favorite", "true")])
            let account = try #require(try await services.accountStore.allAccounts().first)
            let refused = try await browser.post("/account/delete", [("password", "wrong-password!")])
            #expect(refused.message == "Password is incorrect")
            let deleted = try await browser.post("/account/delete", [("password", "marquee-films!")])
            #expect(deleted.location == "/login?notice=account-deleted")
            #expect(try await services.accountStore.allAccounts().isEmpty)
            #expect(try await services.favorites.favorites(of: account.owner).isEmpty)
            #expect(try await browser.logIn("ana@example.com").message == "Email or password is incorrect")
        }
    }
}

/// `marquee accounts`, as the command line prints it.
@Suite struct AccountsReportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-accounts-cli-\(UUID().uuidString)")

    @Test func listAndDeleteAccountsOfTheDatabase() async throws {
        let environment = ["MARQUEE_DATABASE": folder.appendingPathComponent("marquee.sqlite").path, "MARQUEE_BCRYPT_COST": "10"]
        let settings = try MarqueeSettings(reader: ConfigReader(provider: EnvironmentVariablesProvider(environmentVariables: environment)), environment: environment)
        let services = try MarqueeServices(settings: settings)
        #expect(AccountsReport.table([], in: .english) == "No accounts yet. People sign up at /signup.")
        let arrival = BrowserArrival(visitor: nil, previousToken: nil, clientAddress: "cli")
        _ = try await services.accounts.signUp(SignUpForm(email: "ana@example.com", password: "marquee-films!", firstName: "Ana",
                                                          mobile: "012-345 6789", gender: "female"), arrival: arrival).get()
        _ = try await services.accounts.signUp(SignUpForm(email: "ben@example.com", password: "marquee-films!",
                                                          mobile: "011-2345 6789", gender: "male"), arrival: arrival).get()
        let accounts = try await services.accountStore.allAccounts()
        let lines = AccountsReport.table(accounts, in: .english).split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.map { Array($0.prefix(4)) } == [["1", "ana@example.com", "Ana", "012-345 6789"], ["2", "ben@example.com", "-", "011-2345 6789"]])
        let json = try JSONSerialization.jsonObject(with: Data(AccountsReport.json(accounts).utf8)) as? [[String: Any]]
        #expect(json?.first?["email"] as? String == "ana@example.com")
        #expect(json?.first?["mobile"] as? String == "+60123456789")
        #expect(json?.first?["password_hash"] == nil)

        #expect(try await AccountsReport.delete(email: "nobody@example.com", in: services.accountStore, localizer: .english) == nil)
        #expect(try await AccountsReport.delete(email: " ANA@example.com", in: services.accountStore, localizer: .english)?.contains("ana@example.com") == true)
        #expect(try await services.accountStore.allAccounts().map(\.email.value) == ["ben@example.com"])
    }
}
