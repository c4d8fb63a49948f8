import Foundation

/// Everything Marquee shows about one film on its page: the film as lists show it, and what
/// kind of film it is, who made it, who is in it, its trailer, where to watch it and what to
/// watch next. Offline, the catalog knows the runtime, genres, directors and top-billed cast;
/// live, TMDB adds the rest in one request.
public struct MovieProfile: Sendable, Hashable, Codable {
    /// The film, as lists show it.
    public let movie: Movie
    /// The running time in minutes; nil when not known.
    public let runtime: Int?
    /// Its genres, in the catalog's order.
    public let genres: [Genre]
    /// The tagline; empty when there is none (TMDB only).
    public let tagline: String
    /// Who directed it.
    public let directors: [PersonReference]
    /// The top-billed cast, in billing order.
    public let cast: [CastCredit]
    /// The official trailer, when there is one on YouTube (TMDB only).
    public let trailer: Trailer?
    /// The age certification in each region that has one, keyed by region code; nil when the
    /// source knows none (the embedded catalog).
    public let certifications: [String: String]?
    /// Where to watch it, keyed by region code (data by JustWatch); nil when the source cannot
    /// tell (the embedded catalog), empty when no region has an offer.
    public let watchProviders: [String: RegionWatchProviders]?
    /// Films to watch next: TMDB's recommendations live, the catalog's nearest films offline.
    public let recommendations: [Movie]

    /// The most cast members a film page lists.
    public static let castLimit = 12

    /// Gathers a film's page; the cast is cut to ``castLimit``.
    public init(
        movie: Movie, runtime: Int? = nil, genres: [Genre] = [], tagline: String = "", directors: [PersonReference] = [],
        cast: [CastCredit] = [], trailer: Trailer? = nil, certifications: [String: String]? = nil,
        watchProviders: [String: RegionWatchProviders]? = nil, recommendations: [Movie] = []
    ) {
        self.movie = movie
        self.runtime = runtime.flatMap { $0 > 0 ? $0 : nil }
        self.genres = genres
        self.tagline = tagline
        self.directors = directors
        self.cast = Array(cast.prefix(Self.castLimit))
        self.trailer = trailer
        self.certifications = certifications
        self.watchProviders = watchProviders
        self.recommendations = recommendations.filter { $0.id != movie.id }
    }

    /// The certification in `region`, such as "PG-13"; nil when it has none.
    public func certification(in region: WatchRegion) -> String? {
        certifications?[region.code].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where to watch in `region`; nil when no provider offers it there.
    public func providers(in region: WatchRegion) -> RegionWatchProviders? {
        watchProviders?[region.code].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The regions where some provider offers the film.
    public var regionsWithProviders: [WatchRegion] {
        (watchProviders ?? [:]).filter { !$0.value.isEmpty }.keys.compactMap(WatchRegion.init).sorted()
    }
}
