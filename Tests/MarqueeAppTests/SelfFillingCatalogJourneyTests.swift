import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import Synchronization
import Testing

/// A large deployment (`MARQUEE_SEARCH=catalog`) searches the catalog it imported from TMDB's
/// daily export, and a film that export only named gets its details from TMDB (a stub answering
/// with the captures) the first time its page is opened, kept for every later visitor.
@Suite struct SelfFillingCatalogJourneyTests {
    let app = AppOnDisk()

    /// TMDB's export: Ariel and Varjoja paratiisissa, by title and popularity only (neither is
    /// in the embedded catalog).
    static let export = """
        {"adult":false,"id":2,"original_title":"Ariel","popularity":8.8,"video":false}
        {"adult":false,"id":3,"original_title":"Varjoja paratiisissa","popularity":8.69,"video":false}
        """

    /// TMDB's whole answer for Ariel: the captured Fight Club page (with its people, videos and
    /// offers) given Ariel's id, titles, date and overview.
    static func arielDetails() throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("tmdb/handmade-movie-550-append-all.json")) as? [String: Any])
        object["id"] = 2
        object["title"] = "Ariel"
        object["original_title"] = "Ariel"
        object["original_language"] = "fi"
        object["release_date"] = "1988-10-21"
        object["overview"] = "A Finnish coal miner heads south in his white convertible after the mine closes."
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func tmdb(_ request: StubRequest, ariel: Data) -> StubReply {
        request.path == "/3/movie/2" ? .respond(status: 200, headers: ["Content-Type": "application/json"], body: ariel)
            : .fixture("tmdb/error-404-not-found.json", status: 404)
    }

    /// Runs `body` on a server searching its own catalog, the export imported, with a stub TMDB
    /// that answers through `route`.
    func withDeployment(_ route: @escaping StubServer.Route, _ body: @Sendable (TestBrowser, StubServer) async throws -> Void) async throws {
        try await app.live(route, settings: ["MARQUEE_SEARCH": "catalog"], prepare: { services in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(Self.export.utf8).write(to: file)
            _ = try await services.stores.importer.importFile(at: file, progress: nil)
        }) { client, server in try await body(TestBrowser(client), server) }
    }

    func arielRequests(_ server: StubServer) -> Int {
        server.requests.filter { $0.path == "/3/movie/2" }.count
    }

    @Test func aFilmTheExportOnlyNamedLoadsItsDetailsFromTMDBOnceAndKeepsThem() async throws {
        let ariel = try Self.arielDetails()
        try await withDeployment({ Self.tmdb($0, ariel: ariel) }) { browser, server in
            let before = try await browser.get("/search?q=ariel")
            #expect(before.status == .ok)
            #expect(before.text.contains("Ariel"))
            #expect(before.text.contains("Details not loaded yet"))
            #expect(server.requests.isEmpty, "a search reads the own catalog: nothing goes to TMDB")

            let page = try await browser.get("/movies/2")
            #expect(page.status == .ok)
            #expect(page.text.contains("A Finnish coal miner heads south"))
            #expect(page.text.contains(#"datetime="1988-10-21""#))
            #expect(page.text.contains("David Fincher"), "the people TMDB named are shown")
            #expect(!page.text.contains("Details not loaded yet"))
            #expect(arielRequests(server) == 1)

            let again = try await browser.get("/movies/2")
            #expect(again.text.contains("A Finnish coal miner heads south"))
            #expect(again.text.contains("David Fincher"), "kept with its people")
            #expect(arielRequests(server) == 1, "kept: the second visit does not ask TMDB again")

            let after = try await browser.get("/search?q=ariel")
            #expect(after.text.contains("October 21, 1988"))
            #expect(!after.text.contains("Details not loaded yet"), "the search shows what was fetched")
            #expect(arielRequests(server) == 1)
        }
    }

    @Test func whenTMDBCannotAnswerThePageSaysTheDetailsAreNotLoadedAndTheNextVisitTriesAgain() async throws {
        let up = Atomic(false)
        let ariel = try Self.arielDetails()
        try await withDeployment({ request in
            up.load(ordering: .relaxed) ? Self.tmdb(request, ariel: ariel) : .status(503, body: "down")
        }) { browser, server in
            let down = try await browser.get("/movies/2")
            #expect(down.status == .ok, "the film is known; only its details are missing")
            #expect(down.text.contains("Ariel"))
            #expect(down.text.contains("Details not loaded yet"))
            #expect(down.text.contains("Marquee knows only this film&#39;s title so far.") || down.text.contains("Marquee knows only this film's title so far."))
            #expect(arielRequests(server) >= 1)

            up.store(true, ordering: .relaxed)
            let back = try await browser.get("/movies/2")
            #expect(back.text.contains("A Finnish coal miner heads south"))
        }
    }

    @Test func aFilmTMDBDoesNotKnowKeepsItsTitleAndSaysSo() async throws {
        try await withDeployment({ _ in .fixture("tmdb/error-404-not-found.json", status: 404) }) { browser, _ in
            let varjoja = try await browser.get("/movies/3")
            #expect(varjoja.status == .ok)
            #expect(varjoja.text.contains("Varjoja paratiisissa") && varjoja.text.contains("Details not loaded yet"))
        }
    }
}
