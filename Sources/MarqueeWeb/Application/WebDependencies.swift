import Foundation
import Logging
import MarqueeCore

/// Everything the web app needs, passed in whole so tests can build it on in-memory stores
/// and stub upstreams.
public struct WebDependencies: Sendable {
    public var search: SearchMovies
    public var history: any SearchHistory
    /// Finds catalog films for generated posters.
    public var movieLookup: any MovieLookup
    /// Live posters, when a TMDB key is configured; nil offline.
    public var remoteImages: (any RemoteImageSource)?
    public var presenter: SearchPresenter
    public var logger: Logger

    public init(
        search: SearchMovies,
        history: any SearchHistory,
        movieLookup: any MovieLookup,
        remoteImages: (any RemoteImageSource)? = nil,
        presenter: SearchPresenter = SearchPresenter(),
        logger: Logger = Logger(label: "marquee.web")
    ) {
        self.search = search
        self.history = history
        self.movieLookup = movieLookup
        self.remoteImages = remoteImages
        self.presenter = presenter
        self.logger = logger
    }
}
