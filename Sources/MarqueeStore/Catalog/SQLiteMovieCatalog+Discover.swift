import Foundation
import GRDB
import MarqueeCore

extension SQLiteMovieCatalog: CriticRatings {
    /// Films need this many votes before their average counts: two perfect votes do not lead.
    public static let minimumUserVotes = 1_000

    /// The films most popular first, 20 a page, adult films left out.
    public func popular(page: Int) async throws -> MoviePage {
        let page = max(page, 1)
        return try await database.reader.read { db in
            let request = MovieRecord.filter(!MovieRecord.Columns.isAdult)
            let total = try request.fetchCount(db)
            let records = try request
                .order(MovieRecord.Columns.popularity.desc, MovieRecord.Columns.id)
                .limit(Self.pageSize, offset: (page - 1) * Self.pageSize)
                .fetchAll(db)
            return MoviePage(
                page: page,
                totalPages: min((total + Self.pageSize - 1) / Self.pageSize, SearchMovies.lastPage),
                totalResults: total,
                movies: records.map(Movie.init(record:))
            )
        }
    }

    /// The best user averages among films with at least ``minimumUserVotes`` votes.
    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        try await database.reader.read { db in
            try MovieRecord.fetchAll(db, sql: """
                SELECT * FROM movie WHERE NOT isAdult AND voteCount >= ?
                ORDER BY voteAverage DESC, voteCount DESC, id LIMIT ?
                """, arguments: [Self.minimumUserVotes, limit]).map(Movie.init(record:))
        }
    }

    /// The films with the best critics' score, ties broken by votes.
    public func topRatedByCritics(limit: Int) async throws -> [Movie] {
        try await database.reader.read { db in
            try MovieRecord.fetchAll(db, sql: """
                SELECT * FROM movie WHERE NOT isAdult AND criticScore IS NOT NULL
                ORDER BY criticScore DESC, voteCount DESC, id LIMIT ?
                """, arguments: [limit]).map(Movie.init(record:))
        }
    }
}
