import MarqueeCore
import PostgresNIO

/// Reads a film from a row of the `movie` table.
enum MovieRow {
    /// The columns every film query selects, in a fixed list (never `*`, which includes the
    /// runtime, read only where it is wanted).
    static let columns = """
        movie.id, movie.title, movie.original_title, movie.overview, movie.release_date, movie.poster_path, movie.backdrop_path, \
        movie.popularity, movie.vote_average, movie.vote_count, movie.genre_ids, movie.is_adult, movie.original_language, movie.critic_score, \
        movie.has_details
        """

    static func movie(from row: PostgresRandomAccessRow) throws -> Movie {
        Movie(
            id: try row["id"].decode(Int.self),
            title: try row["title"].decode(String.self),
            originalTitle: try row["original_title"].decode(String.self),
            overview: try row["overview"].decode(String.self),
            releaseDate: try row["release_date"].decode(String?.self).flatMap(ReleaseDate.init),
            posterPath: try row["poster_path"].decode(String?.self),
            backdropPath: try row["backdrop_path"].decode(String?.self),
            popularity: try row["popularity"].decode(Double.self),
            voteAverage: try row["vote_average"].decode(Double.self),
            voteCount: try row["vote_count"].decode(Int.self),
            genreIDs: try row["genre_ids"].decode([Int].self),
            isAdult: try row["is_adult"].decode(Bool.self),
            originalLanguage: try row["original_language"].decode(String.self),
            criticScore: try row["critic_score"].decode(Int?.self),
            hasDetails: try row["has_details"].decode(Bool.self)
        )
    }
}
