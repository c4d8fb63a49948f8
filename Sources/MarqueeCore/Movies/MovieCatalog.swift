import Foundation

/// The source of films: the embedded catalog offline, TMDB when a key is configured.
public protocol MovieCatalog: Sendable {
    /// Films matching `query`, 20 a page. Throws ``CatalogError`` when the source fails.
    func search(_ query: SearchQuery, page: Int) async throws -> MoviePage
    /// The popular films, most popular first, 20 a page.
    func popular(page: Int) async throws -> MoviePage
    /// The films users rate best, among those with enough votes to count.
    func topRatedByUsers(limit: Int) async throws -> [Movie]
    /// One film's details; nil when there is no such film.
    func movie(id: Int) async throws -> Movie?
    /// Everything a film's page shows; nil when there is no such film.
    func profile(ofMovie id: Int) async throws -> MovieProfile?
    /// A person's page; nil when there is no such person.
    func person(id: Int) async throws -> Person?
    /// The films of `genre`, most popular first, 20 a page.
    func movies(in genre: Genre, page: Int) async throws -> MoviePage
}
