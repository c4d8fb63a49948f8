import Foundation

/// The catalog a large deployment searches: its own (TMDB's daily export imported), so that no
/// keystroke goes to TMDB, with a film known only by its title given its details from TMDB the
/// first time its page is opened, and kept, so the catalog fills itself in.
///
/// ```swift
/// let catalog = SelfFillingCatalog(local: stores.catalog, details: tmdb, keeper: stores.catalog, failures: failures)
/// let page = try await catalog.profile(ofMovie: 2)  // fetched from TMDB once, then local
/// ```
public struct SelfFillingCatalog: MovieCatalog {
    private let local: any MovieCatalog
    private let details: any MovieCatalog
    private let keeper: any FilmDetailsKeeping
    private let failures: WriteFailureLog

    /// Lists, searches and pages come from `local`; the details it lacks from `details`, kept
    /// through `keeper`. A detail fetched but not kept is reported to `failures`.
    public init(local: any MovieCatalog, details: any MovieCatalog, keeper: any FilmDetailsKeeping, failures: WriteFailureLog) {
        self.local = local
        self.details = details
        self.keeper = keeper
        self.failures = failures
    }

    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        try await local.search(query, page: page)
    }

    public func popular(page: Int) async throws -> MoviePage {
        try await local.popular(page: page)
    }

    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        try await local.topRatedByUsers(limit: limit)
    }

    public func movie(id: Int) async throws -> Movie? {
        try await local.movie(id: id)
    }

    /// The film's page from the local catalog; for a film whose details are not loaded yet,
    /// from `details`, kept for the next visitor. When `details` cannot answer (TMDB down, a
    /// rate limit), the page shows what is known, "Details not loaded yet", and the next visit
    /// tries again: a page never fails for want of details.
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        let known = try await local.profile(ofMovie: id)
        guard let known, !known.movie.hasDetails else { return known }
        let fetched: MovieProfile?
        do {
            fetched = try await details.profile(ofMovie: id)
        } catch {
            failures("Loading the details of film \(id)", error)
            return known
        }
        guard let fetched else { return known }
        do {
            try await keeper.keep(fetched)
        } catch {
            failures("Keeping the details of film \(id)", error)
        }
        return fetched
    }

    public func person(id: Int) async throws -> Person? {
        try await local.person(id: id)
    }

    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        try await local.movies(in: genre, page: page)
    }
}
