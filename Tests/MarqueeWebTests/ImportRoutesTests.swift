import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeImport
import MarqueeStore
import MarqueeTestSupport
import MarqueeWeb
import Testing

/// An import from the page: the upload read and summed up before anything is written, a pick
/// among films that fit several, written once; bad files refused with their message; a film not
/// matched yet matched by hand; and the download of everything kept, over the real router.
@Suite struct ImportRoutesTests {
    /// The films of the tricky diary: one Crouching Tiger, two "Amélie" of 2001 (a pick), the two
    /// Solaris by their years; "The Good Thief" is in no catalog here.
    let harness = WebTestHarness(catalog: StaticMovieCatalog(WebTestHarness.films + [
        Movie(id: 146, title: "Crouching Tiger, Hidden Dragon", releaseDate: ReleaseDate("2000-07-06"), popularity: 20),
        Movie(id: 194, title: "Amélie", releaseDate: ReleaseDate("2001-04-25"), popularity: 30),
        Movie(id: 195, title: "Amélie", releaseDate: ReleaseDate("2001-09-01"), popularity: 1),
        Movie(id: 593, title: "Solaris", releaseDate: ReleaseDate("1972-03-20"), popularity: 12),
        Movie(id: 2103, title: "Solaris", releaseDate: ReleaseDate("2002-11-29"), popularity: 11),
    ]))

    static let boundary = "----marquee-test-boundary"

    /// The body a browser sends for the import form: the token, then the file.
    static func multipart(token: String?, fileName: String, data: Data) -> ByteBuffer {
        var body = ByteBuffer()
        if let token {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(token)\r\n")
        }
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\nContent-Type: text/csv\r\n\r\n")
        body.writeBytes(data)
        body.writeString("\r\n--\(boundary)--\r\n")
        return body
    }

    func upload(_ client: some TestClientProtocol, cookie: String, token: String?, fileName: String, data: Data) async throws -> TestResponse {
        try await client.execute(uri: "/you/import", method: .post,
                                 headers: [.cookie: cookie, .contentType: "multipart/form-data; boundary=\(Self.boundary)"],
                                 body: Self.multipart(token: token, fileName: fileName, data: data))
    }

    /// Waits for the job of `address` to be done matching (or writing), as the page script does.
    func ready(_ client: some TestClientProtocol, _ address: String, cookie: String) async throws -> String {
        for _ in 0..<200 {
            let answer = try await client.execute(uri: address, method: .get, headers: [.cookie: cookie, .accept: "application/json"]).text
            if !answer.contains(#""state":"matching""#) && !answer.contains(#""state":"writing""#) { return answer }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the import was still matching")
        return ""
    }

    /// Imports the tricky diary with `picks` (`&pick-0=194`) in a new session, as a person does.
    func importTrickyDiary(_ client: some TestClientProtocol, picks: String) async throws -> (cookie: String, token: String) {
        let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/import")
        let uploaded = try await upload(client, cookie: cookie, token: token, fileName: "diary.csv",
                                        data: try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv"))
        let address = try #require(uploaded.headers[.location])
        _ = try await ready(client, address, cookie: cookie)
        _ = try await WebTestHarness.post(client, address, cookie: cookie, form: "csrf_token=\(token)" + picks)
        _ = try await ready(client, address, cookie: cookie)
        return (cookie, token)
    }

    @Test func anUploadedDiaryIsSummedUpThenWrittenOnceWithThePersonsPick() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/import")
            let uploaded = try await upload(client, cookie: cookie, token: token, fileName: "diary.csv",
                                            data: try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv"))
            #expect(uploaded.status == .seeOther)
            let address = try #require(uploaded.headers[.location])
            #expect(address.hasPrefix("/you/import/"))
            #expect(try await ready(client, address, cookie: cookie).contains(#""state":"ready""#))

            let summary = try await WebTestHarness.get(client, address, cookie: cookie).text
            #expect(summary.contains("From Letterboxd: 5 viewings, 0 ratings, 0 films to watch, 0 hearts."))
            #expect(summary.contains("3 films matched one film of the catalog."))
            #expect(summary.contains("1 film fits several: pick it below."))
            #expect(summary.contains("1 film matched none."))
            #expect(summary.contains("<legend>Which film is Amélie (2001)?</legend>"))
            #expect(summary.contains("2 rows could not be read; the rest can be imported"))
            #expect(summary.contains("diary.csv, row 8: “last tuesday” is not a day (YYYY-MM-DD)."))
            let owner = try #require(WebTestHarness.owner(cookie))
            #expect(try await harness.yourFilms.diary(of: owner, after: nil, limit: 50).isEmpty, "nothing is written before the person says so")

            for _ in 0..<2 {
                let confirmed = try await WebTestHarness.post(client, address, cookie: cookie, form: "csrf_token=\(token)&pick-0=194")
                #expect(confirmed.status == .seeOther)
                #expect(confirmed.headers[.location] == address)
            }
            #expect(try await ready(client, address, cookie: cookie).contains(#""state":"written""#))
            let done = try await WebTestHarness.get(client, address, cookie: cookie).text
            #expect(done.contains("Added 5 viewings to your diary, 0 films to your watchlist and 0 hearts."))
            #expect(done.contains("1 film not matched yet"))
            let diary = try await harness.yourFilms.diary(of: owner, after: nil, limit: 50)
            #expect(diary.map(\.movie.id).sorted() == [-1, 146, 194, 593, 2_103].sorted())
            let page = try await WebTestHarness.get(client, "/you", cookie: cookie).text
            #expect(page.contains(#"<p class="unmatched-mark">2002 · Not matched yet</p>"#))
            #expect(page.contains(#"href="/you/unmatched/-1""#))
        }
    }

    @Test(arguments: [
        ("poster.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]), "poster.png is not an export Marquee can read."),
        ("films.csv", Data("Film,Seen on\nHeat,yesterday\n".utf8), "films.csv has columns Marquee does not know (Film, Seen on)."),
        ("diary.csv", Data([0x44, 0x61, 0x74, 0x65, 0x2C, 0xE9, 0xFF, 0x0A]), "diary.csv is not UTF-8 text."),
    ])
    func aFileThatIsNoExportIsRefusedWithItsMessageAndNothingChanges(fileName: String, data: Data, message: String) async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/import")
            let refused = try await upload(client, cookie: cookie, token: token, fileName: fileName, data: data)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(message))
            #expect(refused.text.contains("Nothing was imported."))
            #expect(try await harness.yourFilms.diary(of: try #require(WebTestHarness.owner(cookie)), after: nil, limit: 50).isEmpty)
        }
    }

    @Test func anUploadWithoutTheFormsTokenIsRefused() async throws {
        try await harness.run { client in
            let (cookie, _) = try await WebTestHarness.session(client, uri: "/you/import")
            let refused = try await upload(client, cookie: cookie, token: nil, fileName: "diary.csv",
                                           data: try Fixtures.data("imports/letterboxd/handmade-diary-tricky.csv"))
            #expect(refused.status == .forbidden)
        }
    }

    @Test func aFilmNotMatchedYetIsFoundByAnotherTitleAndMatchedByHand() async throws {
        try await harness.run { client in
            // No pick: Amélie too is kept by its name and year.
            let (cookie, token) = try await importTrickyDiary(client, picks: "")
            let owner = try #require(WebTestHarness.owner(cookie))
            let films = try await harness.dependencies.imports.store.unmatchedFilms(of: owner)
            #expect(films.map(\.label) == ["Amélie (2001)", #"The "Good" Thief (2002)"#])
            let unmatched = try #require(films.last)
            let list = try await WebTestHarness.get(client, "/you/unmatched", cookie: cookie).text
            #expect(list.contains(#"<li><a href="/you/unmatched/\#(unmatched.id)">The "Good" Thief (2002)</a> <span class="muted">1 viewing</span></li>"#))
            let search = try await WebTestHarness.get(client, "/you/unmatched/\(unmatched.id)?q=Rocky", cookie: cookie).text
            #expect(search.contains(#"<span class="candidate-title">Rocky</span>"#))
            let matched = try await WebTestHarness.post(client, "/you/unmatched/\(unmatched.id)", cookie: cookie, form: "csrf_token=\(token)&movie_id=500")
            #expect(matched.status == .seeOther)
            #expect(matched.headers[.location] == "/movies/500")
            #expect(try await harness.yourFilms.viewings(ofMovie: 500, for: owner).map(\.watchedOn.description) == ["2024-01-02"])
            #expect(try await WebTestHarness.get(client, "/you/unmatched/\(unmatched.id)", cookie: cookie).status == .notFound,
                    "nobody keeps it by its name any more")
            #expect(try await harness.dependencies.imports.store.unmatchedFilms(of: owner).map(\.label) == ["Amélie (2001)"])
        }
    }

    @Test func theDownloadHoldsEverythingKeptAndReadsBackAsTheSameFilms() async throws {
        try await harness.run { client in
            let (cookie, _) = try await importTrickyDiary(client, picks: "&pick-0=194")
            let download = try await WebTestHarness.get(client, "/you/export.zip", cookie: cookie)
            #expect(download.status == .ok)
            #expect(download.headers[.contentType] == "application/zip")
            #expect(download.headers[.contentDisposition]?.hasPrefix("attachment; filename=\"marquee-export-") == true)
            let batch = try ImportReader.read(Data(download.body.readableBytesView), named: "marquee-export.zip")
            #expect(batch.viewings.map(\.film.title).sorted() == ["Amélie", "Crouching Tiger, Hidden Dragon", "Solaris", "Solaris", #"The "Good" Thief"#])
            #expect(batch.viewings.map(\.watchedOn.description).sorted() == ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"])
        }
    }
}
