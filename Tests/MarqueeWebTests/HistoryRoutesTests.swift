import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeTestSupport
import Testing

@Suite struct HistoryRoutesTests {
    let harness = WebTestHarness(history: InMemorySearchHistory(["rocky", "batman"]))

    func session(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        try await WebTestHarness.session(client, uri: "/history")
    }

    func post(_ client: some TestClientProtocol, _ uri: String, cookie: String, form: String) async throws -> TestResponse {
        try await WebTestHarness.post(client, uri, cookie: cookie, form: form)
    }

    @Test func cookiesAreHttpOnlyAndSameSite() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/history", method: .get) { response in
                let cookies = response.headers[values: .setCookie]
                let csrf = try #require(cookies.first { $0.hasPrefix("marquee_csrf=") })
                let visitor = try #require(cookies.first { $0.hasPrefix("marquee_visitor=") })
                #expect(csrf.contains("HttpOnly") && csrf.contains("SameSite=Lax"))
                #expect(visitor.contains("HttpOnly") && visitor.contains("SameSite=Lax"))
            }
        }
    }

    @Test func clearWithoutTheTokenIsRefusedAndNothingIsLost() async throws {
        try await harness.run { client in
            let (cookie, _) = try await session(client)
            let response = try await post(client, "/history/clear", cookie: cookie, form: "csrf_token=forged")
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Reload the page and try again"))
        }
        #expect(try await harness.history.recentQueries() == ["rocky", "batman"])
    }

    @Test func clearWithTheTokenForgetsEverything() async throws {
        try await harness.run { client in
            let (cookie, token) = try await session(client)
            let response = try await post(client, "/history/clear", cookie: cookie, form: "csrf_token=\(token)")
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/history")
        }
        #expect(try await harness.history.recentQueries().isEmpty)
    }

    @Test func forgetRemovesOneEntry() async throws {
        try await harness.run { client in
            let (cookie, token) = try await session(client)
            _ = try await post(client, "/history/forget", cookie: cookie, form: "csrf_token=\(token)&q=ROCKY")
        }
        #expect(try await harness.history.recentQueries() == ["batman"])
    }

    @Test func historyPageListsSearchesWithRemoveForms() async throws {
        try await harness.run { client in
            try await client.execute(uri: "/history", method: .get) { response in
                #expect(response.text.contains(#"<a href="/search?q=rocky">rocky</a>"#))
                #expect(response.text.contains(#"name="csrf_token""#))
            }
        }
    }
}
