import Foundation
import GRDB

/// A row of the `movie` table.
struct MovieRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "movie"

    var id: Int
    var title: String
    var originalTitle: String
    var overview: String
    var releaseDate: String?
    var posterPath: String?
    var backdropPath: String?
    var popularity: Double
    var voteAverage: Double
    var voteCount: Int
    var genreIDs: [Int]
    var isAdult: Bool
    var originalLanguage: String
    var criticScore: Int?
    var searchTitle: String
    /// False for a film known only from TMDB's daily export (``Movie/hasDetails``).
    var hasDetails: Bool

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let title = Column(CodingKeys.title)
        static let posterPath = Column(CodingKeys.posterPath)
        static let backdropPath = Column(CodingKeys.backdropPath)
        static let popularity = Column(CodingKeys.popularity)
        static let isAdult = Column(CodingKeys.isAdult)
        static let searchTitle = Column(CodingKeys.searchTitle)
    }
}
