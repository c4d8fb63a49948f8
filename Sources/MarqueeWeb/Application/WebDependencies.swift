import Foundation
import Logging
import MarqueeCore

/// Everything the web app needs, built once (by `MarqueeApp`, or by a test over in-memory
/// stores and stub upstreams) and shared by every request.
public struct WebDependencies: Sendable {
    /// Search, Discover, details and hearts.
    public var useCases: MovieUseCases
    /// Search history, for the recent searches screen.
    public var history: any SearchHistory
    /// Favorites, for the Favorites screen.
    public var favorites: any FavoritesStore
    /// Finds catalog films for generated posters.
    public var movieLookup: any MovieLookup
    /// Live posters, when a TMDB key is configured; nil offline.
    public var remoteImages: (any RemoteImageSource)?
    /// Whether films come from TMDB.
    public var isLive: Bool
    /// Where the web app logs what goes wrong.
    public var logger: Logger

    /// Gathers the dependencies; tests can leave out images and the logger.
    public init(
        useCases: MovieUseCases,
        history: any SearchHistory,
        favorites: any FavoritesStore,
        movieLookup: any MovieLookup,
        remoteImages: (any RemoteImageSource)? = nil,
        isLive: Bool = false,
        logger: Logger = Logger(label: "marquee.web")
    ) {
        self.useCases = useCases
        self.history = history
        self.favorites = favorites
        self.movieLookup = movieLookup
        self.remoteImages = remoteImages
        self.isLive = isLive
        self.logger = logger
    }
}
