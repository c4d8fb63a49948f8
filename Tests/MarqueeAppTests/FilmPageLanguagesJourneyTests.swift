import Foundation
import HTTPTypes
import MarqueeApp
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

/// A film's page, where to watch it, the offline page and the saved-copy banner, read in Malay
/// (`Accept-Language: ms`) and in English, which reads as it always did.
@Suite struct FilmPageLanguagesJourneyTests {
    let app = AppOnDisk()

    /// Fight Club, released on 12 March 2025 for the month's sake: "Mac" in Malay.
    static func march() throws -> Data {
        try FilmPagesJourneyTests.changed("tmdb/handmade-movie-550-append-all.json") { $0["release_date"] = "2025-03-12" }
    }

    func live(_ body: @Sendable (TestBrowser) async throws -> Void) async throws {
        let film = try Self.march()
        try await app.live({ FilmPagesJourneyTests.tmdb($0, film550: film) }) { client, _ in try await body(TestBrowser(client)) }
    }

    @Test func aFilmsPageInMalayHasMalayWordsDateRuntimeAndRegion() async throws {
        try await live { browser in
            browser.extraHeaders[.acceptLanguage] = "ms"
            let page = try await browser.get("/movies/550").text
            #expect(page.contains(#"<time class="release-date" datetime="2025-03-12">12 Mac 2025</time>"#))
            #expect(page.contains(#"<time id="runtime" datetime="PT2H19M">2 j 19 min</time>"#))
            #expect(page.contains(#"<p id="directors" class="directors">Diarahkan oleh <a href="/people/7467">David Fincher</a></p>"#))
            #expect(page.contains(#"<span class="person-name">David Fincher</span><span class="person-role">Pengarah</span>"#))
            #expect(page.contains(#"alt="Poster Fight Club""#))
            #expect(page.contains(#"<a id="back-link" class="back-link" href="/">Kembali ke filem</a>"#))
            #expect(page.contains(#"<span aria-hidden="true">▶ </span>Tonton treler di YouTube</a>"#))
            #expect(page.contains(#"<h2 id="cast-title">Pelakon dan kru</h2>"#))
            #expect(page.contains(#"<h2 id="more-like-this-title">Lagi seperti ini</h2>"#))
            #expect(page.contains(#"<h2 id="where-to-watch-title">Tempat untuk menonton</h2>"#))
            #expect(page.contains(#"<label for="region">Wilayah</label>"#))
            #expect(page.contains(#"<button type="submit" class="button">Tunjukkan</button>"#))
            // No country in the language tag: the server's region, named in Malay.
            #expect(page.contains(#"<p id="watch-region" class="watch-region">Di Amerika Syarikat</p>"#))
            #expect(page.contains(#"<option value="US" selected>Amerika Syarikat</option>"#))
            #expect(page.contains(#"<h3 class="offer-kind">Strim</h3>"#))
            #expect(page.contains(#"<h3 class="offer-kind">Sewa</h3>"#))
            #expect(page.contains(#"<h3 class="offer-kind">Beli</h3>"#))
            #expect(page.contains(">Semua tawaran di TMDB</a>"))
            #expect(page.contains(#"<p class="credit">Tempat untuk menonton: data oleh JustWatch</p>"#))
            #expect(page.contains("undian</span>"))
            for english in ["Directed by", "Cast and crew", "Where to watch", "Back to films", "March", "2h 19m", "United States", ">Stream<", "votes"] {
                #expect(!page.contains(english), "\(english) is left in English")
            }

            browser.extraHeaders[.acceptLanguage] = "ms-MY"
            let malaysian = try await browser.get("/movies/550").text
            #expect(malaysian.contains(#"<p id="watch-region" class="watch-region">Di Malaysia</p>"#))
            let chosen = try await browser.post("/region", [("region", "KE"), ("return_to", "/movies/550")])
            #expect(chosen.status == .seeOther)
            let kenya = try await browser.get("/movies/550").text
            #expect(kenya.contains(#"<p id="no-providers" class="no-providers">Tiada tawaran strim, sewa atau beli yang diketahui untuk Kenya.</p>"#))
            let refused = try await browser.post("/region", [("region", "Narnia"), ("return_to", "/movies/550")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("Pilih wilayah daripada senarai."))
        }
    }

    @Test func theSameFilmInEnglishReadsAsItAlwaysDid() async throws {
        try await live { browser in
            let page = try await browser.get("/movies/550").text
            #expect(page.contains(#"<time class="release-date" datetime="2025-03-12">March 12, 2025</time>"#))
            #expect(page.contains(#"<time id="runtime" datetime="PT2H19M">2h 19m</time>"#))
            #expect(page.contains(#"<p id="directors" class="directors">Directed by <a href="/people/7467">David Fincher</a></p>"#))
            #expect(page.contains(#"<span class="person-role">Director</span>"#))
            #expect(page.contains(#"alt="Poster of Fight Club""#))
            #expect(page.contains(#"<span aria-hidden="true">▶ </span>Watch the trailer on YouTube</a>"#))
            #expect(page.contains(#"<h2 id="cast-title">Cast and crew</h2>"#))
            #expect(page.contains(#"<h2 id="more-like-this-title">More like this</h2>"#))
            #expect(page.contains(#"<h2 id="where-to-watch-title">Where to watch</h2>"#))
            #expect(page.contains(#"<label for="region">Region</label> <select id="region" name="region">"#))
            #expect(page.contains(#"</select> <button type="submit" class="button">Show</button></form>"#))
            #expect(page.contains(#"<p id="watch-region" class="watch-region">In United States</p>"#))
            #expect(page.contains(#"<h3 class="offer-kind">Stream</h3>"#))
            #expect(page.contains(#"rel="noopener">All offers on TMDB</a></p>"#))
            #expect(page.contains(#"<span id="user-rating">★ 8.4 · 27,917 votes</span>"#))
            #expect(try await browser.post("/region", [("region", "Narnia"), ("return_to", "/movies/550")]).text.contains("Choose a region from the list."))
        }
    }

    @Test func theOfflineCatalogsFilmInMalay() async throws {
        let services = try app.services()
        try await app.run(services) { client in
            let browser = TestBrowser(client)
            browser.extraHeaders[.acceptLanguage] = "ms"
            let page = try await browser.get("/movies/155").text
            #expect(page.contains(">16 Julai 2008</time>"))
            #expect(page.contains(#"<time id="runtime" datetime="PT2H32M">2 j 32 min</time>"#))
            #expect(page.contains(#"<span id="critic-score">Pengkritik "#))
            #expect(page.contains(#"Diarahkan oleh <a href="/people/525">Christopher Nolan</a>"#))
            let missing = try await browser.get("/movies/999999999")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("<h1>Filem tidak ditemui</h1>"))
            #expect(missing.text.contains("Marquee tidak mengenali sebarang filem di alamat ini."))
            let offline = try await browser.get("/offline").text
            #expect(offline.contains(#"<h1 id="offline-title" class="screen-title">Anda di luar talian</h1>"#))
            #expect(offline.contains(#"<h2 id="saved-pages-title">Disimpan pada peranti ini</h2>"#))
            #expect(offline.contains(#"<h2 id="saved-favorites-title">Kegemaran</h2>"#))
            #expect(!offline.contains("You are offline") && !offline.contains("Saved on this device"))
        }
        await services.shutdown()
    }

    @Test func theOfflinePageInEnglishIsWordForWordWhatItWas() async throws {
        let services = try app.services()
        try await app.run(services) { client in
            let page = try await TestBrowser(client).get("/offline").text
            #expect(page.contains("""
                 class="offline-page" aria-labelledby="offline-title">
                <h1 id="offline-title" class="screen-title">You are offline</h1>
                <p>This page is not saved on this device, so it can be shown once you are back online. \
                These pages and favorites can be opened now.</p>
                <h2 id="saved-pages-title">Saved on this device</h2>
                <p id="saved-pages-empty" class="empty-state">No pages are saved on this device yet. \
                Pages you open while online are kept here.</p>
                <ul id="saved-pages" class="saved-list" aria-labelledby="saved-pages-title"></ul>
                <h2 id="saved-favorites-title">Favorites</h2>
                <p id="saved-favorites-empty" class="empty-state">No favorites are saved on this device yet. \
                Open Favorites while online to keep them here.</p>
                <ul id="saved-favorites" class="saved-list" aria-labelledby="saved-favorites-title"></ul>
                </section>
                """))
        }
        await services.shutdown()
    }

    @Test func aSavedCopyOfAFilmSaysSoInTheReadersLanguage() async throws {
        let down = Mutex(false)
        let film = try Self.march()
        try await app.live({ request in down.withLock { $0 } ? .reset : FilmPagesJourneyTests.tmdb(request, film550: film) }) { client, _ in
            let browser = TestBrowser(client)
            browser.extraHeaders[.cookie] = "marquee_visitor=" + String(repeating: "cd", count: 32)
            browser.extraHeaders[.acceptLanguage] = "ms"
            #expect(try await browser.get("/movies/550").status == .ok)
            browser.extraHeaders[.acceptLanguage] = nil
            #expect(try await browser.get("/movies/550").status == .ok)
            down.withLock { $0 = true }
            let english = try await browser.get("/movies/550").text
            #expect(english.contains(#"<p id="offline-banner" class="offline-banner" role="status">Offline: showing results saved at <time datetime=""#))
            #expect(english.contains(" UTC on "))
            #expect(english.contains("</time>. Marquee will show fresh films as soon as the connection is back.</p>"))
            browser.extraHeaders[.acceptLanguage] = "ms"
            let malay = try await browser.get("/movies/550").text
            #expect(malay.contains(#"role="status">Luar talian: memaparkan hasil yang disimpan pada <time datetime=""#))
            #expect(malay.contains("</time>. Marquee akan memaparkan filem terkini sebaik sahaja sambungan pulih.</p>"))
            #expect(malay.contains(">12 Mac 2025</time>"))
        }
    }
}
