#if DEBUG
import Foundation
import HTTPTypes
import Hummingbird
import MarqueeCore
@testable import MarqueeWeb
import NIOCore

/// A query string, read the ways the controllers read one: Hummingbird's form decoder into a
/// dictionary and into ``SearchParameters``, and `request.uri.queryParameters` for the
/// Discover tab and page, the log-in screen's `return_to` and `notice`, the movie screen's
/// `from`, and Favorites' `removed` and `at`.
enum QueryFuzz {
    static let target = FuzzTarget(name: "query", maxLength: 16_384, summary: "query strings: URLEncodedFormDecoder, SearchParameters, queryParameters") { data in
        let query = text(data)
        _ = try? URLEncodedFormDecoder().decode([String: String].self, from: query)
        if let parameters = try? URLEncodedFormDecoder().decode(SearchParameters.self, from: query) {
            _ = (parameters.q, parameters.pageNumber, parameters.isSubmitted, parameters.isSubmittedByForm)
        }
        // As the request line carries it: the HTTP parser lets no space or control byte through.
        let target = "/search?" + text(data.filter { $0 > 0x20 && $0 != 0x7F })
        let request = Request(
            head: HTTPTypes.HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: target),
            body: RequestBody(buffer: ByteBuffer())
        )
        let search = SearchParameters(request)
        _ = (search.q, search.pageNumber, search.isSubmitted, search.isSubmittedByForm)
        readParameters(request.uri.queryParameters)
    }

    private static func readParameters(_ parameters: Parameters) {
        _ = DiscoverTab(query: parameters.get("tab"))
        _ = parameters.get("page").flatMap { Int($0) }
        _ = parameters.get("notice").flatMap(AccountNotice.init(rawValue:))
        for name in ["return_to", "from"] {
            if let path = parameters.get(name) {
                RouteFuzz.check(Route(returnPath: path), from: path)
            }
        }
        if let at = parameters.get("at"), let date = FavoriteDate(secondsSince1970: at) {
            expect(FavoriteDate.validSeconds.contains(date.secondsSince1970), "at=\(at) gave \(date.secondsSince1970)")
            _ = date.date
        }
    }
}
#endif
