import Foundation
import MarqueeCore

extension Movie {
    /// The film as stored in the `movie` table.
    init(record: MovieRecord) {
        self.init(
            id: record.id,
            title: record.title,
            originalTitle: record.originalTitle,
            overview: record.overview,
            releaseDate: record.releaseDate.flatMap(ReleaseDate.init),
            posterPath: record.posterPath,
            backdropPath: record.backdropPath,
            popularity: record.popularity,
            voteAverage: record.voteAverage,
            voteCount: record.voteCount,
            genreIDs: record.genreIDs,
            isAdult: record.isAdult,
            originalLanguage: record.originalLanguage,
            criticScore: record.criticScore,
            hasDetails: record.hasDetails
        )
    }
}

extension MovieRecord {
    /// The row that stores `movie`.
    init(movie: Movie) {
        self.init(
            id: movie.id,
            title: movie.title,
            originalTitle: movie.originalTitle,
            overview: movie.overview,
            releaseDate: movie.releaseDate?.description,
            posterPath: movie.posterPath,
            backdropPath: movie.backdropPath,
            popularity: movie.popularity,
            voteAverage: movie.voteAverage,
            voteCount: movie.voteCount,
            genreIDs: movie.genreIDs,
            isAdult: movie.isAdult,
            originalLanguage: movie.originalLanguage,
            criticScore: movie.criticScore,
            searchTitle: SearchFolding.fold(movie.title),
            hasDetails: movie.hasDetails
        )
    }
}
