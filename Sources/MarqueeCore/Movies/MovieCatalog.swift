import Foundation

/// The source of films: the embedded catalog offline, TMDB when a key is configured.
public protocol MovieCatalog: Sendable {
    /// Films matching `query`, 20 a page. Throws ``CatalogError`` when the source fails.
    func search(_ query: SearchQuery, page: Int) async throws -> MoviePage
}

/// Finds a film of the local catalog by identifier or by poster path, for generated posters.
public protocol MovieLookup: Sendable {
    func movie(id: Int) async throws -> Movie?
    func movie(posterPath: String) async throws -> Movie?
}
