import Foundation

/// The details use case: one film's whole page (genres, people, where to watch, what next),
/// whether the owner keeps it and the films it suggests, and whether it is a saved copy.
///
/// ```swift
/// let details = MovieDetails(catalog: catalog, favorites: favorites, fallback: fallback)
/// if let film = try await details(id: 155, owner: owner) { print(film.profile.movie.title) }
/// ```
public struct MovieDetails: Sendable {
    private let catalog: any MovieCatalog
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback
    private let localCatalog: (any MovieLookup)?
    private let yourFilms: (any YourFilmsStore)?

    /// Films come from `catalog`, hearts from `favorites`, offline copies from `fallback`;
    /// `localCatalog` lends its critics' scores to films that come from TMDB; `yourFilms` marks
    /// the suggestions watched, listed and rated.
    public init(
        catalog: any MovieCatalog, favorites: any FavoritesStore, fallback: OfflineFallback, localCatalog: (any MovieLookup)? = nil,
        yourFilms: (any YourFilmsStore)? = nil
    ) {
        self.catalog = catalog
        self.favorites = favorites
        self.fallback = fallback
        self.localCatalog = localCatalog
        self.yourFilms = yourFilms
    }

    /// The details screen of film `id` for `owner`; nil when there is no such film.
    /// - Throws: ``CatalogError`` when the catalog fails and no copy was saved.
    public func callAsFunction(id: Int, owner: OwnerID) async throws -> MovieDetailsOutcome? {
        let result = try await fallback.fetch(.movieProfile(id: id)) { try await catalog.profile(ofMovie: id) }
        guard let profile = result.value else { return nil }
        async let marks = yourFilms.marks(of: owner, among: profile.recommendations.map(\.id))
        let hearts = await favorites.hearts(of: owner, among: [id] + profile.recommendations.map(\.id))
        let criticScore: Int?
        if let score = profile.movie.criticScore {
            criticScore = score
        } else {
            criticScore = try? await localCatalog?.movie(id: id)?.criticScore
        }
        return MovieDetailsOutcome(profile: profile, criticScore: criticScore, favoriteIDs: hearts, marks: await marks, savedAt: result.savedAt)
    }

    /// One film, from the saved copy when offline; nil when there is no such film.
    public func movie(id: Int) async throws -> Cached<Movie?> {
        try await fallback.fetch(.movie(id: id)) { try await catalog.movie(id: id) }
    }
}

/// A film as its details screen shows it.
public struct MovieDetailsOutcome: Sendable, Hashable {
    /// Everything known about the film.
    public let profile: MovieProfile
    /// The critics' score from 0 to 100, when the catalog has one.
    public let criticScore: Int?
    /// Which of the film and its suggestions the owner keeps.
    public let favoriteIDs: Set<Int>
    /// The owner's marks of the suggestions.
    public let marks: [Int: FilmMarks]
    /// When the details came from the offline cache, the time they were saved.
    public let savedAt: Date?

    /// Gathers the film, its hearts and marks, and where it came from.
    public init(profile: MovieProfile, criticScore: Int? = nil, favoriteIDs: Set<Int>, marks: [Int: FilmMarks] = [:], savedAt: Date?) {
        self.profile = profile
        self.criticScore = criticScore ?? profile.movie.criticScore
        self.favoriteIDs = favoriteIDs
        self.marks = marks
        self.savedAt = savedAt
    }

    /// The film.
    public var movie: Movie { profile.movie }
    /// Whether the owner keeps the film.
    public var isFavorite: Bool { favoriteIDs.contains(profile.movie.id) }
}
