import Foundation
import Hummingbird

/// The query string of a search URL, decoded as a form: a browser sends spaces as "+".
struct SearchParameters: Decodable {
    let q: String?
    private let page: String?

    /// The page asked for; 1 when it is missing or not a number.
    var pageNumber: Int { page.flatMap { Int($0) } ?? 1 }

    init(_ request: Request) {
        let query = request.uri.query ?? ""
        self = (try? URLEncodedFormDecoder().decode(SearchParameters.self, from: query)) ?? SearchParameters(q: nil, page: nil)
    }

    private init(q: String?, page: String?) {
        self.q = q
        self.page = page
    }
}
