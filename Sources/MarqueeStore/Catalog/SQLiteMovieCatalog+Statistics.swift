import Foundation
import GRDB

extension SQLiteMovieCatalog {
    /// Counts films, scores, posters and the span of release years.
    public func statistics() async throws -> CatalogStatistics {
        try await database.reader.read { db in
            try CatalogStatistics.fetchOne(db, sql: """
                SELECT COUNT(*) AS movies,
                       COUNT(criticScore) AS withCriticScore,
                       COUNT(posterPath) AS withPoster,
                       MIN(CAST(substr(releaseDate, 1, 4) AS INTEGER)) AS earliestYear,
                       MAX(CAST(substr(releaseDate, 1, 4) AS INTEGER)) AS latestYear
                FROM movie
                """)!
        }
    }
}
