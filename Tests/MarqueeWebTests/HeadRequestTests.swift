import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `HEAD` (link checkers, uptime monitors, `curl -I`) answers as `GET` does, without the body.
@Suite struct HeadRequestTests {
    @Test(arguments: ["/", "/movies/155", "/search?q=rocky", "/favorites", "/service-worker.js", "/manifest.webmanifest", "/offline", "/healthz", "/no-such-page"])
    func headAnswersAsGetDoesWithoutTheBody(uri: String) async throws {
        try await WebTestHarness().run { client in
            let get = try await client.execute(uri: uri, method: .get) { $0 }
            try await client.execute(uri: uri, method: .head) { head in
                #expect(head.status == get.status, "\(uri)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(uri)")
                #expect(head.headers[.contentLength] == get.headers[.contentLength], "\(uri): the length of what GET sends")
                #expect(head.headers[.contentSecurityPolicy] != nil, "\(uri)")
                #expect(head.body.readableBytes == 0, "\(uri)")
            }
        }
    }
}
