import Foundation
import GRDB

/// Counts over the local catalog, for `marquee catalog stats`.
public struct CatalogStatistics: Sendable, Hashable, FetchableRecord, Decodable {
    /// How many films the catalog holds.
    public let movies: Int
    /// How many films have a critics' score.
    public let withCriticScore: Int
    /// How many films have a poster path.
    public let withPoster: Int
    /// The year of the oldest release; nil when no film has a date.
    public let earliestYear: Int?
    /// The year of the newest release; nil when no film has a date.
    public let latestYear: Int?

    /// Counts as a store read them.
    public init(movies: Int, withCriticScore: Int, withPoster: Int, earliestYear: Int?, latestYear: Int?) {
        self.movies = movies
        self.withCriticScore = withCriticScore
        self.withPoster = withPoster
        self.earliestYear = earliestYear
        self.latestYear = latestYear
    }
}
