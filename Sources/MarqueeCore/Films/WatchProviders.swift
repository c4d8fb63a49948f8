import Foundation

/// One service offering a film: a streaming service, a shop that rents or sells it.
public struct WatchProvider: Sendable, Hashable, Codable, Identifiable {
    /// TMDB's id of the provider.
    public let id: Int
    /// Its name, such as "Netflix".
    public let name: String
    /// TMDB's path of its logo; nil when there is none.
    public let logoPath: String?

    /// A provider as TMDB lists it.
    public init(id: Int, name: String, logoPath: String?) {
        self.id = id
        self.name = name
        self.logoPath = logoPath
    }
}

/// Where a film can be watched in one region, from TMDB's `watch/providers` (data by JustWatch).
public struct RegionWatchProviders: Sendable, Hashable, Codable {
    /// Streaming with a subscription (TMDB's `flatrate`), then free and with ads.
    public let stream: [WatchProvider]
    /// Rent.
    public let rent: [WatchProvider]
    /// Buy.
    public let buy: [WatchProvider]
    /// TMDB's page of the film's offers in the region, when TMDB gave one (it is on TMDB's site,
    /// whose address the web layer checks before linking).
    public let link: String?

    /// The offers of one region.
    public init(stream: [WatchProvider], rent: [WatchProvider], buy: [WatchProvider], link: String?) {
        self.stream = stream
        self.rent = rent
        self.buy = buy
        self.link = link
    }

    /// Whether no provider offers the film at all.
    public var isEmpty: Bool { stream.isEmpty && rent.isEmpty && buy.isEmpty }
}
