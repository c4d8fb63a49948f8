import Foundation

/// The details use case: one film, whether the owner keeps it, and whether the details are a
/// saved copy.
///
/// ```swift
/// let details = MovieDetails(catalog: catalog, favorites: favorites, fallback: fallback)
/// if let film = try await details(id: 155, owner: owner) { print(film.movie.title) }
/// ```
public struct MovieDetails: Sendable {
    private let catalog: any MovieCatalog
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback

    /// Films come from `catalog`, hearts from `favorites`, offline copies from `fallback`.
    public init(catalog: any MovieCatalog, favorites: any FavoritesStore, fallback: OfflineFallback) {
        self.catalog = catalog
        self.favorites = favorites
        self.fallback = fallback
    }

    /// The details screen of film `id` for `owner`; nil when there is no such film.
    /// - Throws: ``CatalogError`` when the catalog fails and no copy was saved.
    public func callAsFunction(id: Int, owner: OwnerID) async throws -> MovieDetailsOutcome? {
        let result = try await movie(id: id)
        guard let movie = result.value else { return nil }
        let isFavorite = await favorites.hearts(of: owner, among: [id]).contains(id)
        return MovieDetailsOutcome(movie: movie, isFavorite: isFavorite, savedAt: result.savedAt)
    }

    /// One film, from the saved copy when offline; nil when there is no such film.
    public func movie(id: Int) async throws -> Cached<Movie?> {
        try await fallback.fetch(.movie(id: id)) { try await catalog.movie(id: id) }
    }
}

/// A film as its details screen shows it.
public struct MovieDetailsOutcome: Sendable, Hashable {
    /// The film.
    public let movie: Movie
    /// Whether the owner keeps it.
    public let isFavorite: Bool
    /// When the details came from the offline cache, the time they were saved.
    public let savedAt: Date?

    /// Gathers the film, its heart and where it came from.
    public init(movie: Movie, isFavorite: Bool, savedAt: Date?) {
        self.movie = movie
        self.isFavorite = isFavorite
        self.savedAt = savedAt
    }
}
