import Foundation

/// The search use case: validates the text, asks the catalog, remembers a search that found
/// something when the user asked for it.
///
/// ```swift
/// let search = SearchMovies(catalog: catalog, history: history)
/// let page = try await search("bat begin", page: 1, remember: true)
/// ```
public struct SearchMovies: Sendable {
    /// The highest page number TMDB serves; the embedded catalog follows the same rule.
    public static let lastPage = 500

    private let catalog: any MovieCatalog
    private let history: any SearchHistory
    private let fallback: OfflineFallback

    /// - Parameter fallback: keeps answers for offline use; none for a local catalog.
    public init(catalog: any MovieCatalog, history: any SearchHistory, fallback: OfflineFallback = OfflineFallback(cache: nil)) {
        self.catalog = catalog
        self.history = history
        self.fallback = fallback
    }

    /// Runs a search.
    /// - Parameters:
    ///   - text: what the user typed.
    ///   - page: the page wanted; values outside 1...500 are brought back into range.
    ///   - remember: true for a submitted search, false for results shown while typing.
    /// - Throws: ``SearchQueryError`` for unusable text, ``CatalogError`` when the catalog fails.
    ///   A failed search is never remembered.
    public func callAsFunction(_ text: String, page: Int = 1, remember: Bool) async throws -> SearchOutcome {
        let query = try SearchQuery(text)
        let page = min(max(page, 1), Self.lastPage)
        // Results shown while typing are not kept: a write per keystroke buys nothing. Later
        // pages are, so that scrolling works offline.
        let result = try await fallback.fetch("search|\(query.text.lowercased())|\(page)", storing: remember || page > 1) {
            try await catalog.search(query, page: page)
        }
        if remember, result.value.totalResults > 0, !result.value.movies.isEmpty {
            try await history.remember(query)
        }
        return SearchOutcome(query: query, page: result.value, savedAt: result.savedAt)
    }
}

/// What a search found, with the cleaned query it ran.
public struct SearchOutcome: Sendable, Hashable {
    /// The cleaned text the search ran with.
    public let query: SearchQuery
    /// The page of films found, with the totals.
    public let page: MoviePage
    /// When the page came from the offline cache, the time it was saved.
    public let savedAt: Date?

    /// Pairs `query` with its page; `savedAt` only when the page came from the offline cache.
    public init(query: SearchQuery, page: MoviePage, savedAt: Date? = nil) {
        self.query = query
        self.page = page
        self.savedAt = savedAt
    }
}
