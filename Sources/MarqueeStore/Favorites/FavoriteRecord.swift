import Foundation
import GRDB
import MarqueeCore

/// A row of the `favorite` table.
struct FavoriteRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "favorite"

    var ownerID: String
    var movieID: Int
    var title: String
    var originalTitle: String
    var overview: String
    var releaseDate: String?
    var posterPath: String?
    var backdropPath: String?
    var favoritedAt: Date

    enum Columns {
        static let ownerID = Column(CodingKeys.ownerID)
        static let movieID = Column(CodingKeys.movieID)
        static let favoritedAt = Column(CodingKeys.favoritedAt)
    }
}

extension FavoriteRecord {
    init(movie: Movie, owner: OwnerID, favoritedAt: Date) {
        self.init(
            ownerID: owner.rawValue, movieID: movie.id, title: movie.title, originalTitle: movie.originalTitle,
            overview: movie.overview, releaseDate: movie.releaseDate?.description, posterPath: movie.posterPath,
            backdropPath: movie.backdropPath, favoritedAt: favoritedAt
        )
    }

    var favorite: FavoriteMovie {
        FavoriteMovie(
            movie: Movie(
                id: movieID, title: title, originalTitle: originalTitle, overview: overview,
                releaseDate: releaseDate.flatMap(ReleaseDate.init), posterPath: posterPath, backdropPath: backdropPath
            ),
            favoritedAt: favoritedAt
        )
    }
}
