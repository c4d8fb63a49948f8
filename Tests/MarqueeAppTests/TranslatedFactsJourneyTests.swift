import Foundation
import HTTPTypes
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

/// Live, a Malay reader's film page asks TMDB for `ms-MY` and English at once: TMDB's Malay
/// words where it has them, English field by field where it has none, names never translated,
/// and saved copies kept per language.
@Suite struct TranslatedFactsJourneyTests {
    let app = AppOnDisk()

    /// Fight Club as TMDB answers in ms-MY (hand-made from the English capture): a Malay title,
    /// tagline and genre name, no overview, and a character TMDB should not have changed.
    static func malay() throws -> Data {
        try FilmPagesJourneyTests.changed("tmdb/handmade-movie-550-append-all.json") { film in
            film["title"] = "Kelab Bertinju"
            film["tagline"] = "Kenakalan. Kekacauan. Sabun."
            film["overview"] = ""
            film["genres"] = [["id": 18, "name": "Drama"]]
            if var credits = film["credits"] as? [String: Any], var cast = credits["cast"] as? [[String: Any]], !cast.isEmpty {
                cast[0]["character"] = "Pencerita"
                cast[0]["name"] = "Edward Norton (ms)"
                credits["cast"] = cast
                film["credits"] = credits
            }
        }
    }

    /// What the stub TMDB was asked, and whether it is down.
    final class Upstream: Sendable {
        let asked = Mutex<[String]>([])
        let down = Mutex(false)
    }

    /// TMDB answering each language, and failing with 503 once it is down.
    static func tmdb(_ request: StubRequest, malay: Data, upstream: Upstream) -> StubReply? {
        upstream.asked.withLock { $0.append("\(request.path) \(request.queryItems["language"] ?? "-")") }
        if upstream.down.withLock({ $0 }) { return .status(503) }
        if request.path == "/3/movie/550", request.queryItems["language"] == "ms-MY", request.queryItems["append_to_response"] != nil {
            return .respond(status: 200, headers: ["Content-Type": "application/json"], body: malay)
        }
        return FilmPagesJourneyTests.tmdb(request)
    }

    @Test func aMalayReaderGetsTMDBsMalayWordsEnglishWhereItHasNoneAndNamesAsTheyAre() async throws {
        let malay = try Self.malay()
        let upstream = Upstream()
        try await app.live({ Self.tmdb($0, malay: malay, upstream: upstream) }) { client, _ in
            let reader = TestBrowser(client)
            reader.extraHeaders[.acceptLanguage] = "ms-MY"
            let page = try await reader.get("/movies/550").text
            #expect(page.contains("<h1 class=\"movie-title\">Kelab Bertinju</h1>"))
            #expect(page.contains("Kenakalan. Kekacauan. Sabun."))
            #expect(page.contains("A ticking-time-bomb insomniac"), "TMDB has no Malay overview: the English one")
            #expect(page.contains("Edward Norton") && !page.contains("Edward Norton (ms)"), "a name is never translated")
            #expect(page.contains("Narrator") && !page.contains("Pencerita"), "nor a character")
            let languages = upstream.asked.withLock { $0.filter { $0.hasPrefix("/3/movie/550 ") } }
            #expect(Set(languages) == ["/3/movie/550 ms-MY", "/3/movie/550 en-US"])

            let english = try await TestBrowser(client).get("/movies/550").text
            #expect(english.contains("Fight Club") && !english.contains("Kelab Bertinju"))
            #expect(english.contains("Mischief. Mayhem. Soap."))
        }
    }

    @Test func offlineEachReaderIsShownTheCopySavedInTheirOwnLanguage() async throws {
        let malay = try Self.malay()
        let upstream = Upstream()
        try await app.live({ Self.tmdb($0, malay: malay, upstream: upstream) }) { client, _ in
            let reader = TestBrowser(client)
            reader.extraHeaders[.acceptLanguage] = "ms-MY"
            let englishReader = TestBrowser(client)
            _ = try await reader.get("/movies/550")
            _ = try await englishReader.get("/movies/550")
            upstream.down.withLock { $0 = true }
            let malayCopy = try await reader.get("/movies/550").text
            let englishCopy = try await englishReader.get("/movies/550").text
            #expect(malayCopy.contains("Kelab Bertinju") && malayCopy.contains("<html lang=\"ms\""))
            #expect(englishCopy.contains("Fight Club") && !englishCopy.contains("Kelab Bertinju"))
        }
    }
}
