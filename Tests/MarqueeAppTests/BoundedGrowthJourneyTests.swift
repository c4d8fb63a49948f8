import Configuration
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// What a crawler, a full disk and time do to the database: a request without cookies, a HEAD
/// and a prefetch write no history and no visitor (their upstream answers are kept, in a cache
/// bounded by its size); what nobody will come back for is swept; a write that cannot be stored
/// is told in words and loses nothing already saved.
@Suite struct BoundedGrowthJourneyTests {
    let app = AppOnDisk()
    var databasePath: String { app.databasePath }

    /// Rows of `table`, read from the file as another process would.
    func count(_ table: String) async throws -> Int {
        try await DatabaseQueue(path: databasePath).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 }
    }

    @Test func aCrawlerWithoutCookiesLeavesNothingBehind() async throws {
        try await app.run(try app.services()) { client in
            for query in ["batman", "dark+knight", "alien", "heat"] {
                let search = try await client.execute(uri: "/search?q=" + query, method: .get)
                #expect(search.status == .ok)
                let gallery = try await client.execute(uri: "/gallery?submitted=1&q=" + query, method: .get)
                #expect(gallery.status == .ok)
            }
        }
        #expect(try await count("searchHistory") == 0)
        #expect(try await count("gallerySearch") == 0)
        #expect(try await count("visitor") == 0)
    }

    @Test func aHeadOrAPrefetchLeavesNothingBehindEvenWithACookie() async throws {
        try await app.run(try app.services()) { client in
            let browser = TestBrowser(client)
            _ = try await browser.get("/")
            let cookie = browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
            #expect(try await client.execute(uri: "/search?q=batman", method: .head, headers: [.cookie: cookie]).status == .ok)
            let prefetch: HTTPFields = [.cookie: cookie, HTTPField.Name("Sec-Purpose")!: "prefetch"]
            for uri in ["/search?q=alien", "/gallery?q=alien&submitted=1"] {
                #expect(try await client.execute(uri: uri, method: .get, headers: prefetch).status == .ok)
            }
        }
        #expect(try await count("searchHistory") == 0)
        #expect(try await count("gallerySearch") == 0)
    }

    @Test func aPersonWithACookieIsRememberedAndSeen() async throws {
        try await app.run(try app.services()) { client in
            let browser = TestBrowser(client)
            _ = try await browser.get("/")
            _ = try await browser.get("/search?q=batman")
        }
        #expect(try await count("searchHistory") == 1)
        #expect(try await count("visitor") == 1)
    }

    @Test func browsersGoneForGoodEndedSessionsAndOldCountsAreSwept() async throws {
        let services = try app.services(["MARQUEE_VISITOR_EXPIRY_DAYS": "30"])
        try await app.run(services) { client in
            let visitor = TestBrowser(client)
            _ = try await visitor.get("/")
            _ = try await visitor.get("/search?q=batman")
            _ = try await visitor.post("/movies/155/favorite", [("favorite", "true")])
            let member = TestBrowser(client)
            try await member.signUp("ana@example.com")
            _ = try await member.post("/movies/272/favorite", [("favorite", "true")])
            _ = try await TestBrowser(client).logIn("ana@example.com", password: "wrong-password!")
        }
        // Today nothing is over.
        #expect(try await services.sweep(at: Date()) == SweepReport())
        let report = try await services.sweep(at: Date().addingTimeInterval(31 * 86_400))
        #expect(report.visitors >= 1)
        #expect(report.sessions == 1)
        #expect(report.throttles >= 1)
        // The visitor who never came back is forgotten; the account keeps its favorite.
        #expect(try await count("searchHistory") == 0)
        let owners = try await DatabaseQueue(path: databasePath).read { try String.fetchAll($0, sql: "SELECT ownerID FROM favorite") }
        #expect(owners.count == 1)
        #expect(owners.allSatisfy { $0.hasPrefix("account:") })
    }

    @Test func aFullDiskIsToldInWordsAndHealthzSaysTheDatabaseCannotWrite() async throws {
        // A cap below the file's size: SQLite then refuses every write that needs a new page,
        // with the same error as a full disk.
        let services = try app.services(["MARQUEE_DATABASE_MAX_MB": "1"])
        // Another program fills the file past the cap (the server's own writes could not).
        try await DatabaseQueue(path: databasePath).write { db in
            try db.execute(sql: "CREATE TABLE filler (bytes BLOB); INSERT INTO filler VALUES (zeroblob(800000))")
        }
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            _ = try await browser.get("/")
            var refused: TestBrowser.Answer?
            let films = try await DatabaseQueue(path: databasePath).read { try Int.fetchAll($0, sql: "SELECT id FROM movie ORDER BY id LIMIT 300") }
            for film in films {
                let answer = try await browser.post("/movies/\(film)/favorite", [("favorite", "true")])
                if answer.status.code == 507 { refused = answer; break }
                #expect(answer.status == .seeOther)
            }
            let full = try #require(refused, "a write past the cap is refused")
            #expect(full.text.contains("Marquee's disk is full; nothing you saved is lost"))
            #expect(try await client.execute(uri: "/healthz", method: .get) { ($0.status, String(buffer: $0.body)) } == (.serviceUnavailable, "database unwritable: disk full"))
            // What was saved before is still there.
            #expect(try await browser.get("/favorites").status == .ok)
        }
    }
}
