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

    public init(catalog: any MovieCatalog, history: any SearchHistory) {
        self.catalog = catalog
        self.history = history
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
        let result = try await catalog.search(query, page: min(max(page, 1), Self.lastPage))
        if remember, result.totalResults > 0, !result.movies.isEmpty {
            try await history.remember(query)
        }
        return SearchOutcome(query: query, page: result)
    }
}

/// What a search found, with the cleaned query it ran.
public struct SearchOutcome: Sendable, Hashable {
    public let query: SearchQuery
    public let page: MoviePage

    public init(query: SearchQuery, page: MoviePage) {
        self.query = query
        self.page = page
    }
}
