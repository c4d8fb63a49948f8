import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeStore
import MarqueeTestSupport
import Testing

/// A film page's "Want to watch", log, edit, delete and "Undo" forms, with and without the page
/// script, and the pages of Your films, over the real router.
@Suite struct YourFilmsRoutesTests {
    let harness = WebTestHarness()
    let viewing = "0f8fad5b-d9cb-469f-a165-70867728950e"

    func logForm(_ token: String, id: String? = nil, day: String = "2025-03-12", rating: String = "3.5", review: String = "") -> String {
        var form = URLComponents()
        form.queryItems = [
            URLQueryItem(name: "csrf_token", value: token), URLQueryItem(name: "viewing_id", value: id ?? viewing),
            URLQueryItem(name: "watched_on", value: day), URLQueryItem(name: "rating", value: rating),
            URLQueryItem(name: "review", value: review), URLQueryItem(name: "return_to", value: "/movies/500?from=%2Fsearch"),
        ]
        return form.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B") ?? ""
    }

    @Test func aPlainLogSentTwiceIsOneViewingAndTheFilmPageSaysWhatWasDone() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            for _ in 0..<2 {
                let response = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token, review: "A <b>great</b> fight."))
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/movies/500?from=%2Fsearch&notice=logged")
            }
            let page = try await WebTestHarness.get(client, "/movies/500?notice=logged", cookie: cookie).text
            #expect(page.contains(#"Watched 12 March 2025 · <span class="stars" role="img" aria-label="Your rating: 3.5 stars">★★★½</span></p>"#))
            #expect(!page.contains("2nd time"))
            #expect(page.contains(#"role="status">Logged.</div>"#))
            #expect(page.contains("A &lt;b&gt;great&lt;/b&gt; fight."))
            // The stars are radio buttons with spoken names; the chosen one stays chosen in the edit form.
            #expect(page.contains(#"name="rating" id="rating-\#(viewing)-7" value="3.5" checked>"#))
            #expect(page.contains(#"<span class="star-name">3.5 stars</span>"#))
            let owner = try #require(WebTestHarness.owner(cookie))
            let diary = try await harness.yourFilms.diary(of: owner, after: nil, limit: 50)
            #expect(diary.map(\.rating) == [StarRating(halfStars: 7)])
        }
    }

    @Test(arguments: [
        ("2999-01-01", "3", "", "The day you watched it can't be in the future."),
        ("12/03/2025", "3", "", "Enter the day you watched it as a date, such as 2025-03-12."),
        ("1869-12-31", "3", "", "The day you watched it can't be before 1 January 1870."),
        ("2025-03-12", "0", "", "A rating is from half a star to five stars, in half stars."),
        ("2025-03-12", "5.5", "", "A rating is from half a star to five stars, in half stars."),
        ("2025-03-12", "nan", "", "A rating is from half a star to five stars, in half stars."),
        ("2025-03-12", "3.25", "", "A rating is from half a star to five stars, in half stars."),
        ("2025-03-12", "3", String(repeating: "x", count: 2_001), "A review can be at most 2,000 characters."),
    ])
    func badInputIsRefusedWithItsMessageAndChangesNothing(day: String, rating: String, review: String, message: String) async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let plain = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token, day: day, rating: rating, review: review))
            #expect(plain.status == .unprocessableContent)
            #expect(plain.text.contains(message))
            let json = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie,
                                                     form: logForm(token, day: day, rating: rating, review: review), json: true)
            #expect(json.status == .unprocessableContent)
            #expect(json.text.contains(#""error":"#))
            let page = try await WebTestHarness.get(client, "/you", cookie: cookie).text
            #expect(page.contains(#"id="diary-empty""#))
        }
    }

    @Test func anUnknownFilmIsNotFoundAndLogsNothing() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let response = try await WebTestHarness.post(client, "/movies/424242/viewings", cookie: cookie, form: logForm(token), json: true)
            #expect(response.status == .notFound)
            #expect(response.text.contains("There is no film with that id."))
        }
    }

    @Test func loggingAFilmOnTheWatchlistTakesItOffAndSaysSo() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            let on = try await WebTestHarness.post(client, "/movies/500/watchlist", cookie: cookie, form: "csrf_token=\(token)&on=true", json: true)
            #expect(on.text.contains(#""on_watchlist":true"#))
            #expect(try await WebTestHarness.get(client, "/movies/500", cookie: cookie).text.contains(#"aria-pressed="true">"#))
            let listed = try await WebTestHarness.get(client, "/you/watchlist", cookie: cookie).text
            #expect(listed.contains("Rocky"))
            // The row shows the film's overview, as kept when it was listed.
            #expect(listed.contains("A boxer &lt;b&gt;trains&lt;/b&gt; &amp; fights."))
            let logged = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token), json: true)
            #expect(logged.text.contains(#""took_off_watchlist":true"#))
            #expect(try await WebTestHarness.get(client, "/you/watchlist", cookie: cookie).text.contains(#"id="watchlist-empty""#))
            let plain = try await WebTestHarness.post(client, "/movies/500/watchlist", cookie: cookie, form: "csrf_token=\(token)&on=true")
            #expect(plain.status == .seeOther)
            let again = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token, id: "second-viewing-of-rocky"))
            #expect(again.headers[.location] == "/movies/500?from=%2Fsearch&notice=logged-off-watchlist")
            #expect(try await WebTestHarness.get(client, "/movies/500", cookie: cookie).text.contains("2nd time"))
        }
    }

    @Test func nobodyEditsOrDeletesSomeoneElsesViewing() async throws {
        try await harness.run { client in
            let (ana, anaToken) = try await WebTestHarness.session(client)
            let (ben, benToken) = try await WebTestHarness.session(client)
            _ = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: ana, form: logForm(anaToken, rating: "4"))
            let edit = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: ben, form: logForm(benToken, rating: "1"), json: true)
            #expect(edit.status == .notFound)
            #expect(edit.text.contains("That viewing isn't in your diary."))
            let delete = try await WebTestHarness.post(client, "/viewings/\(viewing)/delete", cookie: ben, form: "csrf_token=\(benToken)&deleted=true", json: true)
            #expect(delete.status == .notFound)
            #expect(try await WebTestHarness.get(client, "/you", cookie: ben).text.contains(#"id="diary-empty""#))
            let diary = try await WebTestHarness.get(client, "/you", cookie: ana).text
            #expect(diary.contains("Rocky") && diary.contains(#"aria-label="4 stars""#))
        }
    }

    @Test func aDeletedViewingComesBackWithUndo() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            _ = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token))
            let deleted = try await WebTestHarness.post(client, "/viewings/\(viewing)/delete", cookie: cookie,
                                                        form: "csrf_token=\(token)&deleted=true&return_to=%2Fmovies%2F500")
            #expect(deleted.headers[.location] == "/movies/500?notice=viewing-deleted&viewing=\(viewing)")
            #expect(try await WebTestHarness.get(client, "/you", cookie: cookie).text.contains(#"id="diary-empty""#))
            // Without the page script, the film page offers Undo for it.
            let film = try await WebTestHarness.get(client, "/movies/500?notice=viewing-deleted&viewing=\(viewing)", cookie: cookie).text
            #expect(film.contains("Viewing deleted. "))
            #expect(film.contains(#"action="/viewings/\#(viewing)/delete"><input type="hidden" name="csrf_token""#))
            #expect(film.contains(#"name="deleted" value="false">"#))
            let undo = try await WebTestHarness.post(client, "/viewings/\(viewing)/delete", cookie: cookie,
                                                     form: "csrf_token=\(token)&deleted=false", json: true)
            #expect(undo.text.contains(#""deleted":false"#))
            #expect(try await WebTestHarness.get(client, "/you", cookie: cookie).text.contains("12 March 2025"))
        }
    }

    @Test func aFormWithoutTheTokenIsRefusedAndLogsNothing() async throws {
        try await harness.run { client in
            let (cookie, _) = try await WebTestHarness.session(client)
            let response = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm("forged"))
            #expect(response.status == .forbidden)
            #expect(try await WebTestHarness.get(client, "/you", cookie: cookie).text.contains(#"id="diary-empty""#))
        }
    }

    @Test func theYourFilmsPagesShowTheDiaryRatingsAndYear() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            _ = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token, day: "2025-03-12", rating: "4.5"))
            _ = try await WebTestHarness.post(client, "/movies/3/viewings", cookie: cookie, form: logForm(token, id: "batman-three-viewing", day: "2025-01-02", rating: "2"))
            let diary = try await WebTestHarness.get(client, "/you", cookie: cookie).text
            #expect(diary.contains(#"<h2 class="month-title">March 2025</h2>"#) && diary.contains(#"<h2 class="month-title">January 2025</h2>"#))
            #expect(diary.range(of: "Rocky")!.lowerBound < diary.range(of: "Batman 3")!.lowerBound)
            #expect(diary.contains(#"<a class="nav-link" href="/you" aria-current="page">"#))
            #expect(diary.contains(#"href="/favorites">Favorites</a>"#))
            let ratings = try await WebTestHarness.get(client, "/you/ratings", cookie: cookie).text
            #expect(ratings.range(of: "Rocky")!.lowerBound < ratings.range(of: "Batman 3")!.lowerBound)
            #expect(ratings.contains(#"<tr><th scope="row">4.5 stars</th><td>1</td></tr>"#))
            // Each rating's heading, then its films a level below.
            #expect(ratings.contains(#"<h3 class="movie-title">Rocky</h3>"#) && !ratings.contains(#"<h2 class="movie-title">"#))
            let year = try await WebTestHarness.get(client, "/you/2025", cookie: cookie).text
            #expect(year.contains("<svg viewBox="))
            #expect(year.contains(#"<tr><th scope="row">March</th><td>1</td></tr>"#))
            #expect(year.contains("<dt>Films</dt><dd>2</dd>"))
            #expect(year.contains("First of the year"))
            #expect(try await WebTestHarness.get(client, "/you/2024", cookie: cookie).text.contains(#"id="year-empty""#))
        }
    }

    @Test func rowsAndCardsMarkWhatThePersonWatchedListedAndRated() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client)
            _ = try await WebTestHarness.post(client, "/movies/500/viewings", cookie: cookie, form: logForm(token, rating: "4.5"))
            _ = try await WebTestHarness.post(client, "/movies/3/watchlist", cookie: cookie, form: "csrf_token=\(token)&on=true")
            let rocky = try await WebTestHarness.get(client, "/search?q=rocky", cookie: cookie).text
            #expect(rocky.contains(#"<span class="watched-mark"><span aria-hidden="true">✓ </span>Watched</span>"#))
            #expect(rocky.contains(#"aria-label="Your rating: 4.5 stars">★★★★½</span>"#))
            let batman = try await WebTestHarness.get(client, "/search?q=batman", cookie: cookie).text
            #expect(batman.components(separatedBy: "On your watchlist").count == 2)
            // Another visitor sees no mark of the first one's films.
            let (other, _) = try await WebTestHarness.session(client)
            #expect(!(try await WebTestHarness.get(client, "/search?q=rocky", cookie: other).text.contains("film-marks")))
        }
    }
}
