import Foundation

/// The search use case: validates the text, asks the catalog, fills the hearts, remembers a
/// search that found something when the user asked for it. Built once; each call names its
/// owner.
///
/// ```swift
/// let search = SearchMovies(catalog: catalog, history: history, favorites: favorites)
/// let outcome = try await search("bat begin", page: 1, remember: true, owner: .localUser)
/// ```
public struct SearchMovies: Sendable {
    /// The highest page number TMDB serves; the embedded catalog follows the same rule.
    public static let lastPage = 500

    private let catalog: any MovieCatalog
    private let history: any SearchHistory
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback
    private let failures: WriteFailureLog
    private let yourFilms: (any YourFilmsStore)?

    /// - Parameters:
    ///   - fallback: keeps answers for offline use; none for a local catalog.
    ///   - failures: told of a search that could not be remembered.
    ///   - yourFilms: the watched, watchlist and rating marks of the rows.
    public init(
        catalog: any MovieCatalog, history: any SearchHistory, favorites: any FavoritesStore,
        fallback: OfflineFallback = OfflineFallback(cache: nil), failures: WriteFailureLog = .ignoring,
        yourFilms: (any YourFilmsStore)? = nil
    ) {
        self.yourFilms = yourFilms
        self.catalog = catalog
        self.history = history
        self.favorites = favorites
        self.fallback = fallback
        self.failures = failures
    }

    /// Runs a search.
    /// - Parameters:
    ///   - text: what the user typed.
    ///   - page: the page wanted; values outside 1...500 are brought back into range.
    ///   - remember: true for a submitted search, false for results shown while typing.
    ///   - owner: whose hearts to fill and whose history to add to.
    ///   - storing: false when the request may leave no history behind (a crawler, a prefetch);
    ///     the answer itself is kept either way, in the response cache bounded by its size.
    /// - Throws: ``SearchQueryError`` for unusable text, ``CatalogError`` when the catalog fails.
    ///   A failed search is never remembered.
    public func callAsFunction(_ text: String, page: Int = 1, remember: Bool, owner: OwnerID, storing: Bool = true) async throws -> SearchOutcome {
        try await run(text, page: page, remember: remember && storing, owner: owner, recent: nil).outcome
    }

    /// Everything the search screen shows, in one call: the page of films (or why there is
    /// none), which of them are favorites, and the suggestions. History is read once; a
    /// history that cannot be read or written costs the suggestions, never the results.
    public func screen(_ text: String?, page: Int = 1, remember: Bool, owner: OwnerID, storing: Bool = true) async -> SearchScreen {
        let recent = (try? await history.recentQueries(of: owner)) ?? []
        guard let text else { return SearchScreen(query: "", result: nil, suggestions: recent) }
        do {
            let (outcome, suggestions) = try await run(text, page: page, remember: remember && storing, owner: owner, recent: recent)
            return SearchScreen(query: text, result: .success(outcome), suggestions: suggestions)
        } catch {
            return SearchScreen(query: text, result: .failure(error), suggestions: recent)
        }
    }

    private func run(
        _ text: String, page: Int, remember: Bool, owner: OwnerID, recent: [String]?
    ) async throws -> (outcome: SearchOutcome, suggestions: [String]) {
        let query = try SearchQuery(text)
        let page = min(max(page, 1), Self.lastPage)
        // Every answer is kept, the first visit's without a cookie too: the response cache is
        // bounded by its size, not by who asked.
        let result = try await fallback.fetch(.search(query: query.text, page: page)) {
            try await catalog.search(query, page: page)
        }
        var suggestions = recent ?? []
        if remember, result.value.totalResults > 0, !result.value.movies.isEmpty {
            // Searching the newest query again changes nothing: no write. History is a
            // convenience: a failed write costs the suggestion, never the results.
            if recent?.first != query.text {
                do {
                    try await history.remember(query, for: owner)
                } catch {
                    failures("Remembering a search", error)
                }
            }
            suggestions = SearchHistoryPolicy.remembering(query.text, in: suggestions)
        }
        let ids = result.value.movies.map(\.id)
        async let marks = yourFilms.marks(of: owner, among: ids)
        let favoriteIDs = await favorites.hearts(of: owner, among: ids)
        return (SearchOutcome(query: query, page: result.value, savedAt: result.savedAt, favoriteIDs: favoriteIDs, marks: await marks), suggestions)
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
    /// Which films of the page are the owner's favorites.
    public let favoriteIDs: Set<Int>
    /// The owner's marks of the page's films.
    public let marks: [Int: FilmMarks]

    /// Pairs `query` with its page; `savedAt` only when the page came from the offline cache.
    public init(query: SearchQuery, page: MoviePage, savedAt: Date? = nil, favoriteIDs: Set<Int> = [], marks: [Int: FilmMarks] = [:]) {
        self.query = query
        self.page = page
        self.savedAt = savedAt
        self.favoriteIDs = favoriteIDs
        self.marks = marks
    }
}

/// Everything the search screen needs: the text, the outcome or failure, the suggestions.
public struct SearchScreen: Sendable {
    /// The text as typed, shown back in the search box.
    public let query: String
    /// Nil before any search; otherwise what the search found or why it failed.
    public let result: Result<SearchOutcome, any Error>?
    /// The remembered queries to suggest, newest first.
    public let suggestions: [String]

    /// Gathers the parts of the screen.
    public init(query: String, result: Result<SearchOutcome, any Error>?, suggestions: [String]) {
        self.query = query
        self.result = result
        self.suggestions = suggestions
    }
}
