import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

/// A film's whole page, a person's page and a genre's list, as a browser without script sees
/// them: offline on the embedded catalog, and live on a stub TMDB answering with the captures.
@Suite struct FilmPagesJourneyTests {
    let app = AppOnDisk()

    /// The stub TMDB's answers; `change` rewrites a fixture's JSON for one test.
    static func tmdb(_ request: StubRequest, person31: Data? = nil, film550: Data? = nil) -> StubReply? {
        switch request.path {
        case "/3/movie/550" where request.queryItems["append_to_response"] != nil:
            film550.map { .respond(status: 200, headers: ["Content-Type": "application/json"], body: $0) }
                ?? .fixture("tmdb/handmade-movie-550-append-all.json")
        case "/3/movie/550": .fixture("tmdb/movie-550-details.json")
        case "/3/person/31": person31.map { .respond(status: 200, headers: ["Content-Type": "application/json"], body: $0) }
            ?? .fixture("tmdb/handmade-person-31-append-movie-credits.json")
        case "/3/person/287": .fixture("tmdb/person-287-details.json")
        case "/3/discover/movie": .fixture("tmdb/discover-movie-page1.json")
        case "/3/movie/popular": .fixture("tmdb/movie-popular-page1.json")
        default: .fixture("tmdb/error-404-not-found.json", status: 404)
        }
    }

    /// `fixture`'s JSON with `change` applied.
    static func changed(_ fixture: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    func live(_ route: @escaping @Sendable (StubRequest) -> StubReply? = { tmdb($0) }, settings: [String: String] = [:],
              _ body: @Sendable (TestBrowser) async throws -> Void) async throws {
        try await app.live(route, settings: settings) { client, _ in try await body(TestBrowser(client)) }
    }

    func offline(_ body: @Sendable (TestBrowser) async throws -> Void) async throws {
        let services = try app.services()
        try await app.run(services) { client in try await body(TestBrowser(client)) }
        await services.shutdown()
    }

    // MARK: Offline, on the embedded catalog

    /// Rows and cards are written once for everyone (`ListMarkup`); each visitor still sees only
    /// their own hearts, whoever asked for the page first and whatever they pressed since.
    @Test func visitorsOnTheSameListsSeeOnlyTheirOwnHearts() async throws {
        try await offline { (ana: TestBrowser) async throws in
            let ben = TestBrowser(ana.client)
            // Rows (a search, its fragment, the users' top list), cards (Discover's grid, its next
            // page, a genre) and cards under a heading (More like this, a director's films).
            let lists = ["/search?q=dark+knight", "/search/results?q=dark+knight", "/?tab=users", "/?tab=popular&page=4",
                         "/discover/popular?page=4", "/genres/80", "/movies/272", "/people/525"]
            for uri in lists { #expect(try await !Self.isDarkKnightPressed(uri, by: ben), "\(uri), before anyone pressed") }
            #expect(try await ana.post("/movies/155/favorite", [("favorite", "true")]).status == .seeOther)
            for uri in lists {
                #expect(try await Self.isDarkKnightPressed(uri, by: ana), "\(uri): Ana's heart")
                #expect(try await !Self.isDarkKnightPressed(uri, by: ben), "\(uri): not Ben's")
            }
            #expect(try await ana.post("/movies/155/favorite", [("favorite", "false")]).status == .seeOther)
            for uri in lists { #expect(try await !Self.isDarkKnightPressed(uri, by: ana), "\(uri): Ana took hers back") }
        }
    }

    /// Whether The Dark Knight's heart is pressed on `uri`, as `browser` sees it.
    static func isDarkKnightPressed(_ uri: String, by browser: TestBrowser) async throws -> Bool {
        let page = try await browser.get(uri)
        #expect(page.status == .ok, "\(uri)")
        #expect(page.text.contains(#"data-movie-id="155" aria-pressed="#), "\(uri) shows The Dark Knight's heart")
        return page.text.contains(#"data-movie-id="155" aria-pressed="true""#)
    }

    @Test func theDarkKnightsPageNamesItsGenresRuntimeDirectorAndCastAndLinksOn() async throws {
        try await offline { browser in
            let page = try await browser.get("/movies/155")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<time id="runtime" datetime="PT2H32M">2h 32m</time>"#))
            #expect(page.text.contains(#"<a class="chip" href="/genres/18">Drama</a>"#))
            #expect(page.text.contains(#"<a class="chip" href="/genres/28">Action</a>"#))
            #expect(page.text.contains(#"Directed by <a href="/people/525">Christopher Nolan</a>"#))
            #expect(page.text.contains(#"<a class="person-link" href="/people/3894">"#))
            #expect(page.text.contains(#"<span class="person-name">Heath Ledger</span><span class="person-role">Joker</span>"#))
            #expect(page.text.contains(#"<span id="critic-score">Critics "#))
            // Offline, Marquee cannot know the trailer or where to watch: those sections are left out.
            #expect(!page.text.contains("where-to-watch"))
            #expect(!page.text.contains("trailer-link"))
            let more = page.text.components(separatedBy: #"<section id="more-like-this""#).last ?? ""
            #expect(more.components(separatedBy: #"<li class="movie-card""#).count - 1 >= 6)
            #expect(more.contains(#"data-movie-id="49026""#), "The Dark Knight Rises shares all four genres")

            let nolan = try await browser.get("/people/525")
            #expect(nolan.status == .ok)
            #expect(nolan.text.contains(#"<h1 class="screen-title">Christopher Nolan</h1>"#))
            #expect(nolan.text.contains(#"<p id="known-for">Known for Directing</p>"#))
            #expect(nolan.text.contains(#"<section id="directing""#))
            #expect(nolan.text.contains(#"<time class="credit-year" datetime="2008-07-16">2008</time> <a href="/movies/155?from=%2Fpeople%2F525">The Dark Knight</a>"#))
            #expect(nolan.text.contains(#"<section id="known-for-films""#))
            // No photo offline: the drawn placeholder with initials.
            #expect(nolan.text.contains(#"<span class="person-photo placeholder large" aria-hidden="true">CN</span>"#))

            let ledger = try await browser.get("/people/1810")
            #expect(ledger.text.contains(#">The Dark Knight</a> <span class="credit-part">as Joker</span>"#))
        }
    }

    @Test func everyCastLinkOfAFilmOpensAPersonWhoseFilmsIncludeIt() async throws {
        try await offline { browser in
            let page = try await browser.get("/movies/13")
            let ids = page.text.components(separatedBy: #"<a class="person-link" href="/people/"#).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
            #expect(ids.count >= 4)
            for id in ids {
                let person = try await browser.get("/people/\(id)")
                #expect(person.status == .ok, "person \(id)")
                #expect(person.text.contains(#"href="/movies/13?from=%2Fpeople%2F\#(id)""#), "person \(id) lists Forrest Gump")
            }
        }
    }

    @Test func aGenreListsItsFilmsMostPopularFirstAndPages() async throws {
        try await offline { browser in
            let discover = try await browser.get("/")
            #expect(discover.text.contains(#"<nav id="genres" class="genre-chips" aria-label="Genres">"#))
            #expect(discover.text.components(separatedBy: #"<a class="chip" href="/genres/"#).count - 1 == 19)

            let drama = try await browser.get("/genres/18")
            #expect(drama.status == .ok)
            #expect(drama.text.contains(#"<h1 id="genre-title" class="screen-title">Drama films</h1>"#))
            #expect(drama.text.components(separatedBy: #"<li class="movie-card""#).count - 1 == 20)
            #expect(drama.text.contains(#"href="/genres/18?page=2" data-fragment="/genres/18/grid?page=2""#))
            let next = try await browser.get("/genres/18/grid?page=2")
            #expect(next.status == .ok)
            #expect(next.text.hasPrefix("<ul id=\"movie-grid\"") || next.text.contains(#"<ul id="movie-grid""#))
            #expect(!next.text.contains("<html"))
            let pastTheEnd = try await browser.get("/genres/18?page=400")
            #expect(pastTheEnd.text.contains(#"id="past-the-end""#))
        }
    }

    @Test(arguments: ["/people/999999999", "/people/abc", "/genres/1", "/genres/x", "/movies/155x"])
    func anUnknownPersonOrGenreGetsAFriendly404(uri: String) async throws {
        try await offline { browser in
            let page = try await browser.get(uri)
            #expect(page.status == .notFound)
            #expect(page.text.contains("not found</h1>"))
        }
    }

    // MARK: Live, on a stub TMDB

    @Test func fightClubLiveHasItsTaglineTrailerCertificationAndWhereToWatchInTheUS() async throws {
        try await live { browser in
            let page = try await browser.get("/movies/550")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<p id="tagline" class="tagline">Mischief. Mayhem. Soap.</p>"#))
            #expect(page.text.contains(#"<a id="trailer-link" class="trailer-link" href="https://www.youtube.com/watch?v=dfeUzm6KF4g" rel="noopener">"#))
            #expect(page.text.contains(#"<span id="certification" class="certification">R</span>"#))
            #expect(page.text.contains(#"<p id="watch-region" class="watch-region">In United States</p>"#))
            #expect(page.text.contains("<span>Peacock Premium</span>"))
            #expect(page.text.contains(#"<img class="provider-logo" src="/images/w92/drPlq5beqXtBaP7MNs8W616YRhm.jpg""#))
            #expect(page.text.contains(#"<a id="watch-link" href="https://www.themoviedb.org/movie/550-fight-club/watch?locale=US""#))
            #expect(page.text.contains("Where to watch: data by JustWatch"))
            #expect(page.text.contains(#"<option value="GB">United Kingdom</option>"#))
            #expect(page.text.contains(#"<span class="person-name">Brad Pitt</span><span class="person-role">Tyler Durden</span>"#))
            #expect(page.text.contains(#"<img class="person-photo" src="/images/w185/"#))
            #expect(page.text.components(separatedBy: #"<a class="person-link""#).count - 1 == 13) // Fincher and 12 of 76
        }
    }

    @Test func theBrowsersLanguageThenAChoiceOnThePageNameTheRegion() async throws {
        try await live { browser in
            browser.extraHeaders[.acceptLanguage] = "en-GB,en;q=0.8"
            let british = try await browser.get("/movies/550")
            #expect(british.text.contains("In United Kingdom"))
            #expect(british.text.contains(#"<span id="certification" class="certification">18</span>"#))
            #expect(british.text.contains(#"<option value="GB" selected>United Kingdom</option>"#))

            let chosen = try await browser.post("/region", [("region", "KE"), ("return_to", "/movies/550")])
            #expect(chosen.status == .seeOther)
            #expect(chosen.location == "/movies/550")
            #expect(chosen.setCookies.contains { $0.hasPrefix("marquee_region=KE") && $0.contains("HttpOnly") && $0.contains("SameSite=Lax") })
            let kenya = try await browser.get("/movies/550")
            #expect(kenya.text.contains("In Kenya"))
            #expect(kenya.text.contains(#"<p id="no-providers" class="no-providers">No streaming, rental or purchase offers are known for Kenya.</p>"#))
            #expect(!kenya.text.contains(#"id="certification""#))

            let refused = try await browser.post("/region", [("region", "Narnia"), ("return_to", "/movies/550")])
            #expect(refused.status == .badRequest)
            #expect(try await browser.get("/movies/550").text.contains("In Kenya"), "a refused choice keeps the last one")
            let forged = try await browser.post("/region", [("region", "FR")], csrf: false)
            #expect(forged.status == .forbidden)
        }
    }

    @Test func choosingARegionKeepsTheWayBackToTheListTheFilmWasOpenedFrom() async throws {
        try await live { (browser: TestBrowser) async throws in
            let page = try await browser.get("/movies/550?from=%2Fsearch%3Fq%3Ddisney")
            #expect(page.text.contains(#"<a id="back-link" class="back-link" href="/search?q=disney">Back to films</a>"#))
            #expect(page.text.contains(#"name="return_to" value="/movies/550?from=%2Fsearch%3Fq%3Ddisney""#))
            let chosen = try await browser.post("/region", [("region", "DE"), ("return_to", "/movies/550?from=%2Fsearch%3Fq%3Ddisney")])
            #expect(chosen.location == "/movies/550?from=%2Fsearch%3Fq%3Ddisney")
            let german = try await browser.get(try #require(chosen.location))
            #expect(german.text.contains("In Germany"))
            #expect(german.text.contains(#"href="/search?q=disney">Back to films</a>"#))
            // A film's way back is never another film, and a person's page leads back to the person.
            #expect(try await browser.get("/movies/550?from=%2Fmovies%2F13").text.contains(#"class="back-link" href="/">"#))
            #expect(try await browser.get("/movies/550?from=%2Fpeople%2F31").text.contains(#"class="back-link" href="/people/31">Back</a>"#))
        }
    }

    @Test func theServersRegionIsTheDefault() async throws {
        try await live(settings: ["MARQUEE_REGION": "gb"]) { (browser: TestBrowser) async throws in
            #expect(try await browser.get("/movies/550").text.contains("In United Kingdom"))
        }
    }

    @Test func tomHanksLivePageHasHisBiographyBirthAndFilmsWithTheirParts() async throws {
        try await live { browser in
            let page = try await browser.get("/people/31")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<h1 class="screen-title">Tom Hanks</h1>"#))
            #expect(page.text.contains(#"<p id="born">Born July 9, 1956 in Concord, California, USA</p>"#))
            #expect(page.text.contains("<p>He is known for both his comedic and dramatic roles.</p>"))
            #expect(page.text.contains(#">Forrest Gump</a> <span class="credit-part">as Forrest Gump</span>"#))
            #expect(page.text.components(separatedBy: #"<li class="movie-card""#).count - 1 == PersonViewState.highlightCount)
            #expect(page.text.contains(#"<section id="directing""#))
        }
    }

    @Test func aPersonWithoutPhotoBirthOrFilmsAndWithMarkupInTheBiographyIsShownPlainly() async throws {
        let body = try Self.changed("tmdb/handmade-person-31-append-movie-credits.json") { person in
            person["profile_path"] = NSNull()
            person["birthday"] = NSNull()
            person["place_of_birth"] = NSNull()
            person["biography"] = "<script>alert(1)</script><b>Bold</b> & \"quoted\"\n\n" + String(repeating: "A long paragraph. ", count: 60)
            person["movie_credits"] = ["cast": [], "crew": []]
        }
        try await live({ Self.tmdb($0, person31: body) }) { (browser: TestBrowser) async throws in
            let page = try await browser.get("/people/31")
            #expect(page.status == .ok)
            #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;") ||
                    page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt; &amp; \"quoted\""))
            #expect(!page.text.contains("<script>alert"))
            #expect(page.text.contains(#"<details id="biography-more"><summary>More</summary>"#))
            #expect(!page.text.contains(#"id="born""#))
            #expect(page.text.contains(#"<span class="person-photo placeholder large" aria-hidden="true">TH</span>"#))
            #expect(page.text.contains(#"<p id="no-films" class="muted">Marquee knows none of their films yet.</p>"#))
        }
    }

    @Test func failedRecommendationsLeaveTheRestOfThePage() async throws {
        let body = try Self.changed("tmdb/handmade-movie-550-append-all.json") { film in
            film["recommendations"] = ["results": "broken"]
            film["similar"] = ["results": "broken"]
            film["watch/providers"] = ["results": [String: Any]()]
            film["videos"] = ["results": [["key": "abc", "site": "Vimeo", "type": "Trailer"]]]
            var credits = film["credits"] as! [String: Any]
            credits["crew"] = []
            film["credits"] = credits
        }
        try await live({ Self.tmdb($0, film550: body) }) { (browser: TestBrowser) async throws in
            let page = try await browser.get("/movies/550")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<h1 class="movie-title">Fight Club</h1>"#))
            #expect(!page.text.contains("more-like-this"))
            #expect(!page.text.contains("trailer-link"))
            #expect(!page.text.contains(#"id="directors""#))
            #expect(page.text.contains("No streaming, rental or purchase offers are known for United States."))
            #expect(page.text.contains("Edward Norton"))
        }
    }

    @Test func anUnknownPersonLiveIs404AndAGenreIsDiscovered() async throws {
        try await live { browser in
            #expect(try await browser.get("/people/999").status == .notFound)
            let genre = try await browser.get("/genres/878")
            #expect(genre.status == .ok)
            #expect(genre.text.contains("Science Fiction films"))
            #expect(genre.text.components(separatedBy: #"<li class="movie-card""#).count - 1 == 20)
        }
    }

    @Test func aPersonSeenOnceIsShownFromItsSavedCopyWhenTMDBIsDown() async throws {
        let down = Mutex(false)
        try await live({ request in down.withLock { $0 } ? .reset : Self.tmdb(request) }) { (browser: TestBrowser) async throws in
            browser.extraHeaders[.cookie] = "marquee_visitor=" + String(repeating: "ab", count: 32)
            #expect(try await browser.get("/people/31").status == .ok)
            #expect(try await browser.get("/genres/878").status == .ok)
            down.withLock { $0 = true }
            let person = try await browser.get("/people/31")
            #expect(person.status == .ok)
            #expect(person.text.contains("Offline: showing"))
            #expect(person.text.contains("Tom Hanks"))
            let genre = try await browser.get("/genres/878")
            #expect(genre.text.contains("Offline: showing"))
            let unseen = try await browser.get("/people/287")
            #expect(unseen.status != .ok)
            #expect(unseen.text.contains("Person unavailable"))
        }
    }
}
