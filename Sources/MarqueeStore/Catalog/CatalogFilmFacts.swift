import Foundation
import MarqueeCore

/// What a catalog line may tell about a film beyond a list's fields: its running time, director(s)
/// and top-billed cast (its genres come with the list's fields, as `genre_ids` or `genres`). Each is optional: a line that leaves one out keeps
/// what the store already holds (an export's line does not erase the cast fetched since).
public struct CatalogFilmFacts: Sendable, Hashable {
    /// The running time in minutes.
    public var runtime: Int?
    /// The director(s), in the line's order.
    public var directors: [PersonReference]?
    /// The cast in billing order.
    public var cast: [CastCredit]?

    /// Facts as a line gave them; nil for each one it left out.
    public init(runtime: Int? = nil, directors: [PersonReference]? = nil, cast: [CastCredit]? = nil) {
        self.runtime = runtime
        self.directors = directors
        self.cast = cast
    }
}

extension CatalogFilmFacts {
    /// What a film's page, fetched whole, tells beyond its `movie` row.
    public init(_ profile: MovieProfile) {
        self.init(runtime: profile.runtime, directors: profile.directors, cast: profile.cast)
    }
}
