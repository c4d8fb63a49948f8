import Foundation
import GRDB
import MarqueeCore

extension SQLiteMovieCatalog: CriticRatings {
    /// Films need this many votes before their average counts: two perfect votes do not lead.
    public static let minimumUserVotes = 1_000

    /// The films most popular first, 20 a page, adult films left out.
    public func popular(page: Int) async throws -> MoviePage {
        let page = max(page, 1)
        return try keeping(page, in: popularPages) { db in
            // The popularity rank numbers the films that are not adult 1...n, by popularity then
            // id: its index gives both the order and the count without a scan, and a page starts
            // at a rank (a key, not an offset), so page 500 costs what page 1 does.
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT IFNULL(MAX(popularityRank), 0) FROM movie")) ?? 0
            let records = try MovieRecord.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM movie WHERE popularityRank > ? ORDER BY popularityRank LIMIT ?
                """), arguments: [(page - 1) * Self.pageSize, Self.pageSize])
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
        try database.readStatement { db in
            try MovieRecord.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM movie WHERE NOT isAdult AND voteCount >= ?
                ORDER BY voteAverage DESC, voteCount DESC, id LIMIT ?
                """), arguments: [Self.minimumUserVotes, limit]).map(Movie.init(record:))
        }
    }

    /// The films with the best critics' score, ties broken by votes.
    public func topRatedByCritics(limit: Int) async throws -> [Movie] {
        try database.readStatement { db in
            try MovieRecord.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM movie WHERE NOT isAdult AND criticScore IS NOT NULL
                ORDER BY criticScore DESC, voteCount DESC, id LIMIT ?
                """), arguments: [limit]).map(Movie.init(record:))
        }
    }
}
