import Foundation
import Logging
import MarqueeCore
@testable import MarqueePostgres
import MarqueeStore
import MarqueeTestSupport
import PostgresNIO
import Testing

/// Issue 26, migrations are frozen: a database made by the first migration, with films in it,
/// migrated to today, has the schema of a new database and the same search index, prefix for
/// prefix, as the same films imported into a new one.
@Suite struct PostgresFrozenMigrationTests {
    private let logger = Logger(label: "migration")

    static let films = MigrationSampleFilms.all

    @Test func aDatabaseOfTheFirstVersionWithFilmsMigratesToWhatANewDatabaseHolds() async throws {
        let old = try await PostgresTestServer.shared.makeDatabase(embeddedCatalog: false)
        let fresh = try await PostgresTestServer.shared.makeDatabase(embeddedCatalog: false)
        defer { Task { for location in [old, fresh] { await PostgresTestServer.shared.drop(location.database) } } }

        // Back to nothing, then the first migration alone, with films as it kept them (ranked 1...n).
        try await PostgresTestServer.withConnection(to: old, logger: logger) { connection in
            try await connection.query("DROP SCHEMA public CASCADE", logger: logger)
            try await connection.query("CREATE SCHEMA public", logger: logger)
            try await connection.query("""
                CREATE TABLE schema_migration (version bigint PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
                """, logger: logger)
            let first = try #require(PostgresMigrations.all.first)
            for statement in first.statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
            try await connection.query("INSERT INTO schema_migration (version, name) VALUES (\(first.version), \(first.name))", logger: logger)
            let ranked = Self.films.sorted { ($0.popularity, -$0.id) > ($1.popularity, -$1.id) }
            for (index, film) in ranked.enumerated() {
                try await connection.query("""
                    INSERT INTO movie (id, title, original_title, overview, popularity, vote_average, vote_count, genre_ids, is_adult,
                                       original_language, search_title, popularity_rank)
                    VALUES (\(film.id), \(film.title), \(film.originalTitle), '', \(film.popularity), \(film.voteAverage), \(film.voteCount),
                            \(film.genreIDs), false, \(film.originalLanguage), \(film.title.lowercased()), \(index + 1))
                    """, logger: logger)
            }
        }
        try await MarqueePostgres.PostgresDatabase(location: old, logger: logger).prepare(embeddedCatalog: nil)
        try await withDatabase(fresh) { database in
            _ = try await PostgresCatalogImporter(database: database).importMovies(Self.films)
        }

        #expect(try await schema(of: old) == schema(of: fresh))
        #expect(try await prefixes(in: old) == prefixes(in: fresh))
        let paradise = try SearchQuery("paradise")
        for location in [old, fresh] {
            try await withDatabase(location) { database in
                let catalog = PostgresMovieCatalog(database: database, searchPagesKept: 0)
                let found = try await catalog.search(paradise, page: 1).movies.map(\.id)
                let popular = try await catalog.popular(page: 1).movies.map(\.id)
                #expect(found == [7, 3])
                #expect(popular == [1, 7, 3])
            }
        }
    }

    private func withDatabase(_ location: PostgresLocation, _ body: @Sendable (MarqueePostgres.PostgresDatabase) async throws -> Void) async throws {
        let database = MarqueePostgres.PostgresDatabase(location: location, logger: logger, deadline: .seconds(120))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await database.run() }
            defer { group.cancelAll() }
            try await body(database)
        }
    }

    /// Every column (table, name, type, nullability, default), index and function of the database.
    private func schema(of location: PostgresLocation) async throws -> [String] {
        try await PostgresTestServer.withConnection(to: location, logger: logger) { connection in
            var lines: [String] = []
            for try await (table, column, type, nullable, fallback) in try await connection.query("""
                SELECT table_name::text, column_name::text, data_type::text, is_nullable::text, coalesce(column_default::text, '')
                FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migration'
                ORDER BY table_name, ordinal_position
                """, logger: logger).decode((String, String, String, String, String).self) {
                lines.append("column \(table).\(column) \(type) \(nullable) \(fallback)")
            }
            for try await definition in try await connection.query("""
                SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname
                """, logger: logger).decode(String.self) {
                lines.append("index \(definition)")
            }
            for try await name in try await connection.query("""
                SELECT p.proname::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname = 'public' AND p.proname LIKE 'marquee%' ORDER BY 1
                """, logger: logger).decode(String.self) {
                lines.append("function \(name)")
            }
            return lines
        }
    }

    /// Every prefix of the search index with the ranks it lists.
    private func prefixes(in location: PostgresLocation) async throws -> [String] {
        try await PostgresTestServer.withConnection(to: location, logger: logger) { connection in
            var lines: [String] = []
            for try await (prefix, ranks) in try await connection.query(
                "SELECT prefix, ranks::text FROM search_prefix ORDER BY prefix", logger: logger
            ).decode((String, String).self) {
                lines.append("\(prefix) \(ranks)")
            }
            return lines
        }
    }
}
