import Foundation
import Hummingbird

/// The query string of a search URL, decoded as a form: a browser sends spaces as "+".
struct SearchParameters: Decodable {
    let q: String?
    private let page: String?
    /// "1" when the page script put the results of typing in the address bar: such a page shows
    /// the results but, like typing itself, is not remembered.
    private let typed: String?

    /// "1" when the gallery's form sent the search (its hidden field): links back to a search,
    /// and reloads once the page script has tidied the address, do not carry it.
    private let submitted: String?

    /// Whether this is a submitted search, which is remembered when it finds something.
    var isSubmitted: Bool { typed != "1" }

    /// Whether the gallery's form sent this search just now, so that it is remembered once.
    var isSubmittedByForm: Bool { submitted == "1" }

    /// The page asked for; 1 when it is missing or not a number.
    var pageNumber: Int { page.flatMap { Int($0) } ?? 1 }

    init(_ request: Request) {
        self.init(query: request.uri.query ?? "")
    }

    /// The parameters of `query`, a URL's query string; none when it is not a form.
    init(query: String) {
        self = (try? URLEncodedFormDecoder().decode(SearchParameters.self, from: query)) ?? SearchParameters(q: nil, page: nil, typed: nil, submitted: nil)
    }

    private init(q: String?, page: String?, typed: String?, submitted: String?) {
        self.q = q
        self.page = page
        self.typed = typed
        self.submitted = submitted
    }
}
