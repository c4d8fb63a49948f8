import MarqueeCore

/// A page of the catalog's search results, as kept in a ``CatalogPageCache``: the cleaned text
/// the search ran with, and the page. The answer depends on nothing else.
public struct SearchPageKey: Hashable, Sendable {
    /// The cleaned query (`SearchQuery.text`).
    public let text: String
    /// The page, 1 or more.
    public let page: Int

    /// The key of `page` of the results for `query`.
    public init(_ query: SearchQuery, page: Int) {
        text = query.text
        self.page = page
    }
}
