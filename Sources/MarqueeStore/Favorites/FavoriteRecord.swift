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

    enum CodingKeys: String, CodingKey {
        case ownerID, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt
    }

    enum Columns {
        static let ownerID = Column(CodingKeys.ownerID)
        static let movieID = Column(CodingKeys.movieID)
        static let favoritedAt = Column(CodingKeys.favoritedAt)
    }
}

extension FavoriteRecord {
    /// Reads a row; a date that does not read as one (stored before dates were checked) becomes
    /// 1970 instead of failing the whole list.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ownerID = try container.decode(String.self, forKey: .ownerID)
        movieID = try container.decode(Int.self, forKey: .movieID)
        title = try container.decode(String.self, forKey: .title)
        originalTitle = try container.decode(String.self, forKey: .originalTitle)
        overview = try container.decode(String.self, forKey: .overview)
        releaseDate = try container.decodeIfPresent(String.self, forKey: .releaseDate)
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath)
        backdropPath = try container.decodeIfPresent(String.self, forKey: .backdropPath)
        favoritedAt = FavoriteDate(clamping: (try? container.decode(Date.self, forKey: .favoritedAt)) ?? .distantPast).date
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
