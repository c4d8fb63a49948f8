import Foundation
import Logging
import MarqueeCore

/// Everything the web app needs, passed in whole so tests can build it on in-memory stores
/// and stub upstreams.
public struct WebDependencies: Sendable {
    /// Where searches, popular lists and details come from.
    public var catalog: any MovieCatalog
    /// Where the critics' top-rated list comes from.
    public var critics: any CriticRatings
    /// Keeps upstream answers and serves them when the network is gone.
    public var fallback: OfflineFallback
    /// Each visitor's search history.
    public var history: @Sendable (OwnerID) -> any SearchHistory
    /// Each visitor's favorites.
    public var favorites: @Sendable (OwnerID) -> any FavoritesStore
    /// Finds catalog films for generated posters.
    public var movieLookup: any MovieLookup
    /// Live posters, when a TMDB key is configured; nil offline.
    public var remoteImages: (any RemoteImageSource)?
    /// Whether films come from TMDB.
    public var isLive: Bool
    /// Where the web app logs what goes wrong.
    public var logger: Logger

    /// Gathers the dependencies; tests can leave out the cache, images and logger.
    public init(
        catalog: any MovieCatalog,
        critics: any CriticRatings,
        fallback: OfflineFallback = OfflineFallback(cache: nil),
        history: @escaping @Sendable (OwnerID) -> any SearchHistory,
        favorites: @escaping @Sendable (OwnerID) -> any FavoritesStore,
        movieLookup: any MovieLookup,
        remoteImages: (any RemoteImageSource)? = nil,
        isLive: Bool = false,
        logger: Logger = Logger(label: "marquee.web")
    ) {
        self.catalog = catalog
        self.critics = critics
        self.fallback = fallback
        self.history = history
        self.favorites = favorites
        self.movieLookup = movieLookup
        self.remoteImages = remoteImages
        self.isLive = isLive
        self.logger = logger
    }

    /// The search use case for one visitor.
    func search(for owner: OwnerID) -> SearchMovies {
        SearchMovies(catalog: catalog, history: history(owner), fallback: fallback)
    }

    /// The Discover lists and details.
    var discover: DiscoverMovies {
        DiscoverMovies(catalog: catalog, critics: critics, fallback: fallback)
    }

    /// The favorite use case for one visitor.
    func setFavorite(for owner: OwnerID) -> SetFavorite {
        SetFavorite(discover: discover, favorites: favorites(owner))
    }

    /// The favorite ids among `movies`, for filling hearts; empty if the store cannot answer,
    /// so a page still shows.
    func favoriteIDs(of owner: OwnerID, among movies: [Int]) async -> Set<Int> {
        do {
            return try await favorites(owner).favoriteIDs(among: movies)
        } catch {
            logger.error("Favorites could not be read: \(error)")
            return []
        }
    }
}
