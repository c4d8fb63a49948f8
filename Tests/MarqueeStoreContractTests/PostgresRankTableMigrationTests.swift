import Foundation
import Logging
import MarqueeCore
import MarqueePostgres
import MarqueeStore
import MarqueeTestSupport
import PostgresNIO
import Testing

/// Migration 8 moved the films' popularity ranks from a column of `movie` into `movie_rank`. A
/// database that was at version 7 (ranks in the column, search's index built from them) must
/// answer every list exactly as before once it is migrated.
@Suite struct PostgresRankTableMigrationTests {
    private let logger = Logger(label: "migration")

    @Test func aCatalogRankedBeforeTheEighthVersionListsTheSameFilmsAfterIt() async throws {
        let location = try await PostgresTestServer.shared.makeDatabase(embeddedCatalog: true)
        defer { Task { await PostgresTestServer.shared.drop(location.database) } }
        let before = try await answers(location)
        #expect(before.search.movies.count == SQLiteMovieCatalog.pageSize && before.popular.movies.count == SQLiteMovieCatalog.pageSize)

        // Back to version 7: the ranks in `movie`, as that version kept them.
        try await PostgresTestServer.withConnection(to: location, logger: logger) { connection in
            for statement in [
                "ALTER TABLE movie ADD COLUMN popularity_rank bigint UNIQUE DEFERRABLE INITIALLY DEFERRED",
                "UPDATE movie SET popularity_rank = movie_rank.rank FROM movie_rank WHERE movie_rank.movie_id = movie.id",
                "DROP TABLE movie_rank",
                "DELETE FROM schema_migration WHERE version = 8",
            ] {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
        try await PostgresDatabase(location: location, logger: logger).prepare(embeddedCatalog: nil)

        let after = try await answers(location)
        #expect(after.search == before.search)
        #expect(after.searchNext == before.searchNext)
        #expect(after.popular == before.popular)
        #expect(after.genre == before.genre)
        let columns = try await PostgresTestServer.withConnection(to: location, logger: logger) { connection in
            var names: [String] = []
            for try await name in try await connection.query(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'movie'", logger: logger
            ).decode(String.self) {
                names.append(name)
            }
            return names
        }
        #expect(!columns.contains("popularity_rank"))
    }

    private struct Answers {
        let search: MoviePage
        let searchNext: MoviePage
        let popular: MoviePage
        let genre: MoviePage
    }

    /// What a visitor reads from the catalog in `location`: two pages of a search, Discover's
    /// grid and a genre's list.
    private func answers(_ location: PostgresLocation) async throws -> Answers {
        let database = PostgresDatabase(location: location, logger: logger, deadline: .seconds(120))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await database.run() }
            defer { group.cancelAll() }
            let catalog = PostgresMovieCatalog(database: database, searchPagesKept: 0)
            let query = try SearchQuery("the")
            return Answers(
                search: try await catalog.search(query, page: 1),
                searchNext: try await catalog.search(query, page: 2),
                popular: try await catalog.popular(page: 2),
                genre: try await catalog.movies(in: try #require(Genre(id: 18)), page: 1)
            )
        }
    }
}
