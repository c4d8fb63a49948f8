import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

/// Your films in Bahasa Malaysia for a browser that asks for it (`Accept-Language: ms`): the
/// diary, the year and an import's summary in Malay words, dates and counts ("3 filem"), and in
/// English, as always, for one that does not.
@Suite struct YourFilmsInMalayTests {
    let harness = WebTestHarness(catalog: StaticMovieCatalog(WebTestHarness.films + [
        Movie(id: 146, title: "Crouching Tiger, Hidden Dragon", releaseDate: ReleaseDate("2000-07-06"), popularity: 20),
        Movie(id: 194, title: "Amélie", releaseDate: ReleaseDate("2001-04-25"), popularity: 30),
        Movie(id: 195, title: "Amélie", releaseDate: ReleaseDate("2001-09-01"), popularity: 1),
        Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20"), popularity: 12),
        Movie(id: 2103, title: "Solaris", releaseDate: ReleaseDate("2002-11-29"), popularity: 11),
    ]))

    static let boundary = "----marquee-malay-boundary"

    func get(_ client: some TestClientProtocol, _ uri: String, cookie: String, malay: Bool) async throws -> String {
        var headers: HTTPFields = [.cookie: cookie]
        if malay { headers[.acceptLanguage] = "ms-MY,ms;q=0.9,en;q=0.5" }
        return try await client.execute(uri: uri, method: .get, headers: headers).text
    }

    func log(_ client: some TestClientProtocol, _ movieID: Int, day: String, rating: String, session: (cookie: String, token: String)) async throws {
        let form = "csrf_token=\(session.token)&viewing_id=\(UUID().uuidString.lowercased())&watched_on=\(day)&rating=\(rating)"
        _ = try await WebTestHarness.post(client, "/movies/\(movieID)/viewings", cookie: session.cookie, form: form)
    }

    @Test func theDiaryAndTheYearAreInMalayForABrowserThatAsksForIt() async throws {
        try await harness.run { client in
            let session = try await WebTestHarness.session(client)
            try await log(client, 500, day: "2025-03-12", rating: "4.5", session: session)
            try await log(client, 3, day: "2025-01-02", rating: "2", session: session)

            let diary = try await get(client, "/you", cookie: session.cookie, malay: true)
            #expect(diary.contains(#"<h1 class="screen-title">Filem anda</h1>"#))
            #expect(diary.contains(#"<h2 class="month-title">Mac 2025</h2>"#) && diary.contains(#"<h2 class="month-title">Januari 2025</h2>"#))
            #expect(diary.contains(#"<time datetime="2025-03-12">12 Mac 2025</time>"#))
            #expect(diary.contains(#"aria-label="4.5 bintang""#))
            #expect(diary.contains(">Senarai tontonan</a>") && diary.contains(">Kegemaran</a>"))
            let englishDiary = try await get(client, "/you", cookie: session.cookie, malay: false)
            #expect(englishDiary.contains(#"<h2 class="month-title">March 2025</h2>"#))
            #expect(englishDiary.contains(#"<time datetime="2025-03-12">12 March 2025</time>"#))

            let year = try await get(client, "/you/2025", cookie: session.cookie, malay: true)
            #expect(year.contains("<title>Tahun 2025 anda"))
            #expect(year.contains(#"<h1 class="screen-title">Tahun 2025 anda dalam filem</h1>"#))
            #expect(year.contains("<dt>Filem</dt><dd>2</dd>"))
            #expect(year.contains(#"<tr><th scope="row">Mac</th><td>1</td></tr>"#))
            #expect(year.contains("Pertama tahun ini") && year.contains("Sebagai jadual"))
            let englishYear = try await get(client, "/you/2025", cookie: session.cookie, malay: false)
            #expect(englishYear.contains(#"<h1 class="screen-title">Your 2025 in films</h1>"#))
            #expect(englishYear.contains("<dt>Films</dt><dd>2</dd>"))
            #expect(try await get(client, "/you/2024", cookie: session.cookie, malay: true).contains("Belum ada tontonan yang direkodkan pada 2024."))
        }
    }

    @Test func anImportsSummaryIsInMalayWithItsCounts() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/import")
            var body = ByteBuffer()
            body.writeString("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(token)\r\n")
            body.writeString("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"diary.csv\"\r\nContent-Type: text/csv\r\n\r\n")
            body.writeBytes(try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv"))
            body.writeString("\r\n--\(Self.boundary)--\r\n")
            let uploaded = try await client.execute(uri: "/you/import", method: .post,
                                                    headers: [.cookie: cookie, .contentType: "multipart/form-data; boundary=\(Self.boundary)"], body: body)
            let address = try #require(uploaded.headers[.location])
            for _ in 0..<200 {
                let answer = try await client.execute(uri: address, method: .get, headers: [.cookie: cookie, .accept: "application/json"]).text
                if answer.contains(#""state":"ready""#) { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            let summary = try await get(client, address, cookie: cookie, malay: true)
            #expect(summary.contains("Daripada Letterboxd: 5 tontonan, 0 penilaian, 0 filem untuk ditonton, 0 kegemaran."))
            #expect(summary.contains("3 filem sepadan dengan satu filem dalam katalog."))
            #expect(summary.contains("1 filem sepadan dengan beberapa filem: pilih di bawah."))
            #expect(summary.contains("<legend>Filem yang manakah Amélie (2001)?</legend>"))
            #expect(summary.contains("2 baris tidak dapat dibaca; selebihnya boleh diimport"))
            #expect(summary.contains("diary.csv, baris 8: “last tuesday” bukan tarikh (YYYY-MM-DD)."))
            #expect(summary.contains(#"<button type="submit" id="import-confirm">Import</button>"#))
            let english = try await get(client, address, cookie: cookie, malay: false)
            #expect(english.contains("From Letterboxd: 5 viewings, 0 ratings, 0 films to watch, 0 hearts."))
            #expect(english.contains("2 rows could not be read; the rest can be imported"))
        }
    }
}
