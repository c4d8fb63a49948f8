import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A page after the last of a list (an old link, a catalog that shrank, an edited address)
/// says so and leads back to the first page, instead of an empty list.
@Suite struct PagesPastTheEndTests {
    @Test(arguments: [
        ("/?tab=popular&page=40", "/?tab=popular"),
        ("/search?q=batman&page=40", "/search?q=batman"),
        ("/gallery?q=batman&page=40", "/gallery?q=batman"),
    ])
    func aPagePastTheEndLeadsBackToTheFirst(uri: String, firstPage: String) async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(
                    #"<p id="past-the-end">This page is past the end of the list. <a href="\#(firstPage)">Back to the first page</a></p>"#
                ), "\(uri)")
                #expect(!response.text.contains(#"id="end-of-results""#), "\(uri): not the end of a list that goes on")
                #expect(!response.text.contains(#"id="more-results""#), "\(uri)")
            }
        }
    }

    @Test func theLastPageSaysItIsTheEndAndNotPastIt() async throws {
        try await WebTestHarness().run { client in
            try await client.execute(uri: "/discover/popular?page=2", method: .get) { response in
                #expect(response.text.contains(#"<p id="end-of-results">No more films</p>"#))
                #expect(!response.text.contains(#"id="past-the-end""#))
            }
        }
    }
}
