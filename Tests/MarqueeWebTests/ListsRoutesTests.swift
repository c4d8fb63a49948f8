import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeCore
import MarqueeTestSupport
import Testing

/// A person's lists over the real router: made, a film added from its page, ordered, noted,
/// deleted with "Undo", and shared by a link that shows the list to anyone with its Open Graph
/// tags and says so once it is turned off.
@Suite struct ListsRoutesTests {
    let harness = WebTestHarness()
    let listID = "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b"

    func makeList(_ client: some TestClientProtocol, cookie: String, token: String, name: String = "Rainy, <days>") async throws -> TestResponse {
        try await WebTestHarness.post(client, "/you/lists", cookie: cookie,
                                      form: "csrf_token=\(token)&list_id=\(listID)&name=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")&description=Wet&movie_id=500")
    }

    @Test func aListIsMadeWithAFilmFromItsPageThenOrderedNotedAndDeletedWithUndo() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/lists")
            #expect(try await WebTestHarness.get(client, "/movies/500", cookie: cookie).text.contains(#"href="/movies/500/lists">Add to a list</a>"#))
            let made = try await makeList(client, cookie: cookie, token: token)
            #expect(made.status == .seeOther)
            #expect(made.headers[.location] == "/you/lists/\(listID)?notice=added")
            for film in [1, 2] {
                _ = try await WebTestHarness.post(client, "/movies/\(film)/lists", cookie: cookie, form: "csrf_token=\(token)&list_id=\(listID)")
            }
            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=move&movie_id=2&position=0")
            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=note&movie_id=500&note=The%20steps.")
            let page = try await WebTestHarness.get(client, "/you/lists/\(listID)?notice=saved", cookie: cookie).text
            #expect(page.contains(#"<h2 id="list-title">Rainy, &lt;days&gt;</h2>"#))
            let order = page.matches(of: /data-movie-id="(\d+)"/).map { String($0.output.1) }
            #expect(order == ["2", "500", "1"])
            #expect(page.contains(">The steps.</textarea>"))
            #expect(page.contains(#"aria-label="Move up: Rocky""#))

            let tooLong = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie,
                                                        form: "csrf_token=\(token)&action=rename&name=\(String(repeating: "x", count: 101))")
            #expect(tooLong.status == .unprocessableContent)
            #expect(tooLong.text.contains("A list's name can be at most 100 characters."))

            let deleted = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=delete")
            #expect(deleted.headers[.location] == "/you/lists?deleted=\(listID)")
            let index = try await WebTestHarness.get(client, "/you/lists?deleted=\(listID)", cookie: cookie).text
            #expect(index.contains(#"id="lists-empty""#))
            #expect(index.contains(#"id="undo-delete-list""#))
            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=undo")
            #expect(try await WebTestHarness.get(client, "/you/lists", cookie: cookie).text.contains("Rainy, &lt;days&gt;</a> <span class=\"muted\">3 films</span>"))
        }
    }

    @Test func nobodyElseSeesOrChangesAPersonsList() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/lists")
            _ = try await makeList(client, cookie: cookie, token: token)
            let (other, otherToken) = try await WebTestHarness.session(client, uri: "/you/lists")
            #expect(try await WebTestHarness.get(client, "/you/lists/\(listID)", cookie: other).status == .notFound)
            let taken = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: other, form: "csrf_token=\(otherToken)&action=delete")
            #expect(taken.status == .notFound)
            #expect(try await WebTestHarness.get(client, "/you/lists/\(listID)", cookie: cookie).status == .ok)
        }
    }

    @Test func aSharedLinkShowsTheListToAnyoneWithItsCardAndSaysWhenItIsTurnedOff() async throws {
        try await harness.run { client in
            let (cookie, token) = try await WebTestHarness.session(client, uri: "/you/lists")
            _ = try await makeList(client, cookie: cookie, token: token)
            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=share")
            let owned = try await WebTestHarness.get(client, "/you/lists/\(listID)?notice=shared", cookie: cookie).text
            let link = try #require(owned.firstMatch(of: /id="share-link" href="(\/lists\/[0-9a-f]{32})"/)?.output.1)
            // Anyone: a new browser, without the owner's cookies.
            let shared = try await client.execute(uri: String(link), method: .get)
            #expect(shared.status == .ok)
            let text = shared.text
            #expect(text.contains(#"<meta name="robots" content="noindex">"#))
            #expect(text.contains(#"<meta property="og:title" content="Rainy, &lt;days&gt;">"#))
            #expect(text.contains(#"<meta property="og:description" content="1 film, first Rocky · a list on Marquee">"#))
            #expect(text.contains(/<meta property="og:image" content="http:\/\/[^\/"]+\/images\/w500\/rocky\.jpg">/))
            #expect(text.contains(#"<h1 class="screen-title">Rainy, &lt;days&gt;</h1>"#))
            #expect(!text.contains("Take off"), "read-only")

            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=unshare")
            let gone = try await client.execute(uri: String(link), method: .get)
            #expect(gone.status == .gone)
            #expect(gone.text.contains("This list is no longer shared: its owner turned its link off."))
            #expect(try await client.execute(uri: "/lists/0123456789abcdef0123456789abcdef", method: .get).status == .notFound)

            _ = try await WebTestHarness.post(client, "/you/lists/\(listID)", cookie: cookie, form: "csrf_token=\(token)&action=share&indexable=true")
            let again = try await WebTestHarness.get(client, "/you/lists/\(listID)", cookie: cookie).text
            let newLink = try #require(again.firstMatch(of: /id="share-link" href="(\/lists\/[0-9a-f]{32})"/)?.output.1)
            #expect(newLink != link)
            #expect(!(try await client.execute(uri: String(newLink), method: .get).text.contains("noindex")), "the person let search engines list it")
        }
    }
}
