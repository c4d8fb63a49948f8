import Foundation

/// The Discover lists: popular films, and the best rated by users and by critics.
public struct DiscoverMovies: Sendable {
    /// How many films each top-rated list shows.
    public static let topRatedCount = 15

    private let catalog: any MovieCatalog
    private let critics: any CriticRatings
    private let fallback: OfflineFallback

    /// Lists come from `catalog`, critics' scores from `critics`, offline copies from `fallback`.
    public init(catalog: any MovieCatalog, critics: any CriticRatings, fallback: OfflineFallback) {
        self.catalog = catalog
        self.critics = critics
        self.fallback = fallback
    }

    /// One page of the popular films (clamped to 1...500), the saved copy when offline.
    public func popular(page: Int) async throws -> Cached<MoviePage> {
        let page = min(max(page, 1), SearchMovies.lastPage)
        return try await fallback.fetch("popular|\(page)") { try await catalog.popular(page: page) }
    }

    /// The films users rate best, from the saved copy when offline.
    public func topRatedByUsers() async throws -> Cached<[Movie]> {
        try await fallback.fetch("top-rated-users") { try await catalog.topRatedByUsers(limit: Self.topRatedCount) }
    }

    /// Always from the embedded catalog, which holds the critics' scores.
    public func topRatedByCritics() async throws -> [Movie] {
        try await critics.topRatedByCritics(limit: Self.topRatedCount)
    }

    /// One film's details, or nil when there is no such film.
    public func movie(id: Int) async throws -> Cached<Movie?> {
        try await fallback.fetch("movie|\(id)") { try await catalog.movie(id: id) }
    }
}
