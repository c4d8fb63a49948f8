import Foundation

/// Every use case of the films part of Marquee, built once from the ports and shared by all
/// requests (each call names its owner) and by the command line.
///
/// ```swift
/// let useCases = MovieUseCases(catalog: catalog, critics: critics, history: history, favorites: favorites)
/// let outcome = try await useCases.search("batman", remember: true, owner: .localUser)
/// ```
public struct MovieUseCases: Sendable {
    /// Search, with suggestions and hearts.
    public let search: SearchMovies
    /// The Discover tabs.
    public let discover: DiscoverMovies
    /// One film's page.
    public let details: MovieDetails
    /// Setting a heart.
    public let setFavorite: SetFavorite
    /// A person's page.
    public let person: PersonDetails
    /// A genre's list.
    public let genre: GenreMovies

    /// Builds the use cases over the ports.
    public init(
        catalog: any MovieCatalog, critics: any CriticRatings, history: any SearchHistory, favorites: any FavoritesStore,
        fallback: OfflineFallback = OfflineFallback(cache: nil), now: @escaping @Sendable () -> Date = Date.init,
        failures: WriteFailureLog = .ignoring, localCatalog: (any MovieLookup)? = nil, yourFilms: (any YourFilmsStore)? = nil
    ) {
        search = SearchMovies(catalog: catalog, history: history, favorites: favorites, fallback: fallback, failures: failures, yourFilms: yourFilms)
        discover = DiscoverMovies(catalog: catalog, critics: critics, favorites: favorites, fallback: fallback, yourFilms: yourFilms)
        details = MovieDetails(catalog: catalog, favorites: favorites, fallback: fallback, localCatalog: localCatalog, yourFilms: yourFilms)
        setFavorite = SetFavorite(details: details, favorites: favorites, now: now)
        person = PersonDetails(catalog: catalog, favorites: favorites, fallback: fallback, yourFilms: yourFilms)
        genre = GenreMovies(catalog: catalog, favorites: favorites, fallback: fallback, yourFilms: yourFilms)
    }
}
