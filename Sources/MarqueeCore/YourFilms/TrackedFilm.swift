import Foundation

/// A film as a person's diary and watchlist keep it: the film itself and what the year's
/// figures count (its running time, genres, directors and top-billed cast), copied when it is
/// logged or listed, so the pages show it offline and the year is summed without the network.
public struct TrackedFilm: Sendable, Hashable {
    /// The most cast members kept, in billing order.
    public static let castKept = 5

    /// The film, as lists show it.
    public let movie: Movie
    /// The running time in minutes; nil when not known.
    public let runtime: Int?
    /// Who directed it.
    public let directors: [PersonReference]
    /// The top-billed cast, at most ``castKept``.
    public let cast: [PersonReference]

    /// A film with what is known of it.
    public init(movie: Movie, runtime: Int? = nil, directors: [PersonReference] = [], cast: [PersonReference] = []) {
        self.movie = movie
        self.runtime = runtime.flatMap { $0 > 0 ? $0 : nil }
        self.directors = directors
        self.cast = Array(cast.prefix(Self.castKept))
    }

    /// A film from its page.
    public init(_ profile: MovieProfile) {
        self.init(movie: profile.movie, runtime: profile.runtime, directors: profile.directors, cast: profile.cast.map(\.person))
    }
}
