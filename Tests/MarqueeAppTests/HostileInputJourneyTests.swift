import Configuration
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// What an anonymous link, a hostile form or a bad row already stored can do to the whole app,
/// on a real database file: refused or ignored with a 4xx, never a trap, never a page that
/// breaks for good.
@Suite struct HostileInputJourneyTests {
    let app = AppOnDisk()
    var databasePath: String { app.databasePath }

    static let impossibleNumbers = ["nan", "inf", "-inf", "1e308", "-1e12", "9223372036854775808", "-9223372036854775809", "1.5", ""]

    @Test(arguments: impossibleNumbers)
    func anUndoAddressWithAnImpossibleDateIsIgnored(at: String) async throws {
        try await app.run(try app.services()) { client in
            let browser = TestBrowser(client)
            let page = try await browser.get("/favorites?removed=155&at=\(at)")
            #expect(page.status == .ok)
            #expect(!page.text.contains("Removed “"), "no Undo is offered for a date that cannot be one")
            #expect(try await browser.get("/healthz").text == "ok")
        }
    }

    @Test(arguments: impossibleNumbers)
    func aHeartWithAnImpossibleDateIsKeptAsOfNow(favoritedAt: String) async throws {
        let services = try app.services()
        let before = Date().addingTimeInterval(-1)
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            let hearted = try await browser.post("/movies/155/favorite", [("favorite", "true"), ("favorited_at", favoritedAt)])
            #expect(hearted.status == .seeOther)
            #expect(try await browser.get("/favorites").status == .ok)
            #expect(try await browser.get("/favorites/ids").text == "[155]")
            let owner = OwnerID("visitor:" + (browser.cookies["marquee_visitor"] ?? ""))
            let kept = try #require(try await services.favorites.favorites(of: owner).first)
            #expect(kept.favoritedAt >= before && kept.favoritedAt <= Date())
            #expect(try await browser.post("/movies/155/favorite", [("favorite", "false")]).status == .seeOther)
        }
    }

    @Test func aFavoriteStoredWithABadDateBeforeDatesWereCheckedStillShows() async throws {
        let services = try app.services()
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            _ = try await browser.post("/movies/155/favorite", [("favorite", "true")])
            // What an earlier version stored for `favorited_at=-1e12`: a year SQLite's dates cannot read.
            let queue = try DatabaseQueue(path: databasePath)
            try await queue.write { try $0.execute(sql: "UPDATE favorite SET favoritedAt = '-29719-04-05 22:13:20.000'") }
            let page = try await browser.get("/favorites")
            #expect(page.status == .ok)
            #expect(page.text.contains("The Dark Knight"))
            #expect(try await browser.get("/favorites/ids").text == "[155]")
            #expect(try await browser.post("/movies/155/favorite", [("favorite", "false")]).status == .seeOther)
            #expect(try await browser.get("/favorites/ids").text == "[]")
        }
    }

    @Test func aFormLargerThanMarqueeTakesIsRefusedWith413() async throws {
        try await app.run(try app.services()) { client in
            let browser = TestBrowser(client)
            let answer = try await browser.post("/login", [("email", "ana@example.com"), ("password", String(repeating: "x", count: 20_000))])
            #expect(answer.status == .contentTooLarge)
            #expect(answer.text.contains("This form is larger than Marquee takes (16 KB)"))
        }
    }

    @Test func aFormThatIsNotOneIsRefusedWith400() async throws {
        try await app.run(try app.services()) { client in
            let browser = TestBrowser(client)
            // A field sent twice (a hand-made request) is no form a page of Marquee sends.
            let answer = try await browser.post("/movies/155/favorite", [("favorite", "true"), ("favorite", "false")])
            #expect(answer.status == .badRequest)
            #expect(answer.text.contains("This form could not be read"))
            #expect(try await browser.get("/favorites/ids").text == "[]")
        }
    }

    @Test func aBrowserWhoseSessionEndedOnTheServerLogsInAtItsFirstTry() async throws {
        let services = try app.services()
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            try await browser.signUp("ana@example.com")
            let token = try #require(browser.cookies["marquee_session"])
            // Ended on the server (expired, or ended from another browser); the browser still holds it.
            try await services.stores.sessions.end(digest: try #require(SHA256SessionTokens().digest(of: token)))
            let form = try await browser.get("/login")
            #expect(form.status == .ok)
            let loggedIn = try await browser.logIn("ana@example.com")
            #expect(loggedIn.status == .seeOther, "not \"This form has expired\"")
            #expect(loggedIn.location == "/account")
        }
    }

    @Test func aBrowserThatLoggedInBeforeIsNotLockedOutByFailuresFromElsewhere() async throws {
        try await app.run(try app.services()) { client in
            let owner = TestBrowser(client)
            try await owner.signUp("ana@example.com")
            _ = try await owner.post("/logout", [])
            let attacker = TestBrowser(client)
            for _ in 1...6 { _ = try await attacker.logIn("ana@example.com", password: "wrong-password!") }
            #expect(try await attacker.logIn("ana@example.com").status == .tooManyRequests)
            #expect(try await TestBrowser(client).logIn("ana@example.com").status == .tooManyRequests, "an unknown browser is still held back")
            let back = try await owner.logIn("ana@example.com")
            #expect(back.status == .seeOther)
            #expect(back.location == "/account")
        }
    }
}
