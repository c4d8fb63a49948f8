import Foundation

/// A genre's list: its films, most popular first, 20 a page, with the owner's hearts.
///
/// ```swift
/// let genre = GenreMovies(catalog: catalog, favorites: favorites, fallback: fallback)
/// let screen = try await genre(Genre(id: 878)!, page: 1, owner: owner)
/// ```
public struct GenreMovies: Sendable {
    private let catalog: any MovieCatalog
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback
    private let yourFilms: (any YourFilmsStore)?

    /// Films come from `catalog`, hearts from `favorites`, offline copies from `fallback`, the
    /// watched, watchlist and rating marks from `yourFilms`.
    public init(catalog: any MovieCatalog, favorites: any FavoritesStore, fallback: OfflineFallback, yourFilms: (any YourFilmsStore)? = nil) {
        self.catalog = catalog
        self.favorites = favorites
        self.fallback = fallback
        self.yourFilms = yourFilms
    }

    /// One page of `genre`'s films for `owner`; `page` is clamped to 1...500.
    /// - Throws: ``CatalogError`` when the catalog fails and no copy was saved.
    public func callAsFunction(_ genre: Genre, page: Int, owner: OwnerID) async throws -> GenreOutcome {
        let page = min(max(page, 1), SearchMovies.lastPage)
        let result = try await fallback.fetch(.genre(id: genre.id, page: page)) { try await catalog.movies(in: genre, page: page) }
        let ids = result.value.movies.map(\.id)
        async let marks = yourFilms.marks(of: owner, among: ids)
        let hearts = await favorites.hearts(of: owner, among: ids)
        return GenreOutcome(genre: genre, page: result.value, favoriteIDs: hearts, marks: await marks, savedAt: result.savedAt)
    }
}

/// One page of a genre's films.
public struct GenreOutcome: Sendable, Hashable {
    /// The genre.
    public let genre: Genre
    /// The page of its films.
    public let page: MoviePage
    /// Which of them the owner keeps.
    public let favoriteIDs: Set<Int>
    /// The owner's marks of them.
    public let marks: [Int: FilmMarks]
    /// When the page came from the offline cache, the time it was saved.
    public let savedAt: Date?

    /// Gathers the page, the hearts and marks, and where it came from.
    public init(genre: Genre, page: MoviePage, favoriteIDs: Set<Int>, marks: [Int: FilmMarks] = [:], savedAt: Date?) {
        self.genre = genre
        self.page = page
        self.favoriteIDs = favoriteIDs
        self.marks = marks
        self.savedAt = savedAt
    }
}
