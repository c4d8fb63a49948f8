import Foundation
import Logging
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// Adds or updates films from a catalog file in PostgreSQL: the lines stream through `COPY`
/// into a temporary table, batch by batch, and one upsert per batch moves them into `movie`.
/// The popularity ranks are renumbered once at the end.
public struct PostgresCatalogImporter: CatalogImporting {
    private let database: PostgresDatabase
    private let batchSize: Int

    /// Writes into `database`, `batchSize` films a transaction (a `COPY` and an upsert each).
    public init(database: PostgresDatabase, batchSize: Int = 10_000) {
        self.database = database
        self.batchSize = max(1, batchSize)
    }

    public func importFile(at url: URL, progress: (@Sendable (CatalogImportProgress) -> Void)?) async throws -> CatalogImportReport {
        let logger = database.logger, batchSize = batchSize
        return try await database.client.withConnection { connection in
            try await Self.allowLongStatements(on: connection, logger: logger)
            do {
                let report = try await Self.importFile(at: url, on: connection, batchSize: batchSize, logger: logger, progress: progress)
                await Self.restoreStatementTimeout(on: connection, logger: logger)
                return report
            } catch {
                try? await Self.rebuildRanksIfPending(on: connection, logger: logger)
                await Self.restoreStatementTimeout(on: connection, logger: logger)
                throw error
            }
        }
    }

    /// Imports films already in memory (generated ones, for benchmarks and tests).
    public func importMovies(_ movies: some Sequence<Movie>) async throws -> CatalogImportReport {
        let logger = database.logger, batchSize = batchSize
        var report = CatalogImportReport()
        var batch: [ImportedFilm] = []
        try await database.client.withConnection { connection in
            try await Self.allowLongStatements(on: connection, logger: logger)
            do {
                try await Self.createStaging(on: connection, logger: logger)
                for movie in movies {
                    batch.append(ImportedFilm(movie: movie, facts: CatalogFilmFacts()))
                    if batch.count == batchSize {
                        try await Self.write(batch, on: connection, into: &report, logger: logger)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                try await Self.write(batch, on: connection, into: &report, logger: logger)
                if report.inserted + report.updated > 0 { try await Self.rebuildRanks(on: connection, logger: logger) }
            } catch {
                try? await Self.rebuildRanksIfPending(on: connection, logger: logger)
                await Self.restoreStatementTimeout(on: connection, logger: logger)
                throw error
            }
            await Self.restoreStatementTimeout(on: connection, logger: logger)
        }
        return report
    }

    /// Stores one film's details fetched from TMDB, with its runtime, genres and people; its
    /// titles are searchable at once (`SearchPrefixes.reindex`). One transaction, ordered
    /// against imports by the lock their renumbering takes: the rank read is the one the index
    /// holds, and a keep never lands halfway through a renumbering.
    func keep(_ profile: MovieProfile) async throws {
        let logger = database.logger
        try await database.client.withConnection { connection in
            try await Self.createStaging(on: connection, logger: logger)
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.execute("SELECT pg_advisory_xact_lock(\(PostgresDatabase.startupLockKey))", logger: logger)
                // During an import (or after one cut short) the index may not hold what the
                // films' rows say; the renumbering at its end reads the kept titles.
                let pending = try await Self.isSearchIndexPending(on: connection, logger: logger)
                var before: (title: String, originalTitle: String, rank: Int?)?
                for try await row in try await connection.query(
                    """
                    SELECT movie.title, movie.original_title, movie_rank.rank FROM movie LEFT JOIN movie_rank ON movie_rank.movie_id = movie.id
                    WHERE movie.id = \(profile.movie.id)
                    """, logger: logger
                ).decode((String, String, Int?).self) {
                    before = row
                }
                _ = try await Self.upsert([ImportedFilm(movie: profile.movie, facts: CatalogFilmFacts(profile))], on: connection, logger: logger)
                // Its title may have changed: search finds it under its new words at once, at the
                // rank it has until the next import renumbers the films.
                if !pending, let before, let rank = before.rank {
                    try await SearchPrefixes.reindex(film: profile.movie.id, rank: rank, before: before.title, beforeOriginal: before.originalTitle,
                                                     on: connection, logger: logger)
                }
            }
        }
    }

    /// The `metadata` key an import's batches set and its renumbering clears: while it is set,
    /// `search_prefix` may not match the films' titles.
    static let searchIndexPendingKey = "searchIndexPending"

    private static func isSearchIndexPending(on connection: PostgresConnection, logger: Logger) async throws -> Bool {
        for try await _ in try await connection.query("SELECT 1 FROM metadata WHERE key = \(searchIndexPendingKey)", logger: logger).decode(Int.self) {
            return true
        }
        return false
    }

    /// Renumbers the films and rebuilds the search index when an import wrote films and did not
    /// get to its end (an error, or a process killed): run when an import fails and at start-up.
    static func rebuildRanksIfPending(on connection: PostgresConnection, logger: Logger) async throws {
        guard try await isSearchIndexPending(on: connection, logger: logger) else { return }
        try await rebuildRanks(on: connection, logger: logger)
    }

    /// Lifts the pool's 15 s statement timeout on `connection`: renumbering a million films
    /// takes longer. ``restoreStatementTimeout(on:logger:)`` puts it back.
    private static func allowLongStatements(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.execute("SET statement_timeout = 0", logger: logger)
    }

    private static func restoreStatementTimeout(on connection: PostgresConnection, logger: Logger) async {
        _ = try? await connection.query("RESET statement_timeout", logger: logger)
    }

    /// Loads the bundled catalog unless this very file was loaded before (start-up, under the lock).
    static func loadEmbeddedCatalogIfNeeded(from url: URL, on connection: PostgresConnection, logger: Logger) async throws {
        let fingerprint = try EmbeddedCatalog.fingerprint(of: url)
        let rows = try await connection.query("SELECT value FROM metadata WHERE key = 'embeddedCatalog'", logger: logger)
        var loaded: String?
        for try await value in rows.decode(String.self) { loaded = value }
        guard loaded != fingerprint else { return }
        let report = try await importFile(at: url, on: connection, batchSize: 5_000, logger: logger, progress: nil)
        try await connection.execute("""
            INSERT INTO metadata (key, value) VALUES ('embeddedCatalog', \(fingerprint))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, logger: logger)
        logger.info("Loaded the embedded catalog into PostgreSQL", metadata: ["inserted": "\(report.inserted)", "updated": "\(report.updated)"])
    }

    private static func importFile(
        at url: URL, on connection: PostgresConnection, batchSize: Int, logger: Logger,
        progress: (@Sendable (CatalogImportProgress) -> Void)?
    ) async throws -> CatalogImportReport {
        var report = CatalogImportReport()
        var file = try CatalogFileReader(url: url)
        var batch: [ImportedFilm] = []
        func tell(_ file: CatalogFileReader, _ report: CatalogImportReport) {
            progress?(CatalogImportProgress(linesRead: file.linesRead, bytesRead: file.bytesRead, totalBytes: file.totalBytes,
                                            filmsWritten: report.inserted + report.updated))
        }
        try await createStaging(on: connection, logger: logger)
        while let line = try file.next() {
            switch line {
            case let .movie(movie, facts):
                batch.append(ImportedFilm(movie: movie, facts: facts))
                guard batch.count == batchSize else { continue }
                try await write(batch, on: connection, into: &report, logger: logger)
                batch.removeAll(keepingCapacity: true)
                tell(file, report)
            case .skipped(let skipped):
                report.skipped.append(skipped)
            case .excluded(let exclusion):
                report.count(exclusion)
            }
        }
        try await write(batch, on: connection, into: &report, logger: logger)
        if report.inserted + report.updated > 0 { try await rebuildRanks(on: connection, logger: logger) }
        tell(file, report)
        return report
    }

    private static let columns = [
        "id", "title", "original_title", "overview", "release_date", "poster_path", "backdrop_path", "popularity",
        "vote_average", "vote_count", "genre_ids", "is_adult", "original_language", "critic_score", "search_title", "has_details",
    ]

    /// What the upsert sets on a film already stored, as SQLite's (`CatalogImporter`): a full
    /// line replaces every column; a line of TMDB's export (`has_details` false) replaces the
    /// original title and the popularity, and the title only while the film has no details.
    private static let updateClauses = columns.dropFirst().map { column in
        switch column {
        case "original_title", "popularity": "\(column) = excluded.\(column)"
        case "title", "search_title": "\(column) = CASE WHEN excluded.has_details OR NOT movie.has_details THEN excluded.\(column) ELSE movie.\(column) END"
        case "has_details": "has_details = excluded.has_details OR movie.has_details"
        default: "\(column) = CASE WHEN excluded.has_details THEN excluded.\(column) ELSE movie.\(column) END"
        }
    }.joined(separator: ", ")

    private static func createStaging(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.execute("""
            CREATE TEMPORARY TABLE IF NOT EXISTS movie_import (LIKE movie INCLUDING DEFAULTS)
            """, logger: logger)
    }

    /// A film of a batch, and what its line told beyond the `movie` row.
    struct ImportedFilm {
        let movie: Movie
        let facts: CatalogFilmFacts
    }

    /// Copies `batch` into the staging table and upserts it into `movie`, with the facts its lines
    /// told, in one transaction that notes the search index as not up to date with them.
    private static func write(_ batch: [ImportedFilm], on connection: PostgresConnection, into report: inout CatalogImportReport, logger: Logger) async throws {
        guard !batch.isEmpty else { return }
        let counts = try await connection.withTransaction(logger: logger) { connection -> (Int, Int) in
            try await connection.execute("""
                INSERT INTO metadata (key, value) VALUES (\(searchIndexPendingKey), '1') ON CONFLICT (key) DO NOTHING
                """, logger: logger)
            return try await upsert(batch, on: connection, logger: logger)
        }
        report.inserted += counts.0
        report.updated += counts.1
    }

    /// Copies `batch` into the staging table and upserts it into `movie`, with the facts its
    /// lines told, in the caller's transaction; returns how many films were new and updated.
    private static func upsert(_ batch: [ImportedFilm], on connection: PostgresConnection, logger: Logger) async throws -> (Int, Int) {
        // Later lines win: a film listed twice in one batch is written once, as last seen.
        var seen = Set<Int>()
        let unique = Array(batch.reversed().filter { seen.insert($0.movie.id).inserted }.reversed()).map(\.movie)
        try await connection.execute("TRUNCATE movie_import", logger: logger)
        try await connection.copyFrom(table: "movie_import", columns: columns, logger: logger) { writer in
            var buffer = ByteBuffer()
            for movie in unique { CopyTextRow.append(movie, to: &buffer) }
            try await writer.write(buffer)
        }
        var inserted = 0, updated = 0
        // A line of TMDB's export keeps what was fetched since (`updateClauses`).
        let rows = try await connection.query("""
            INSERT INTO movie (\(unescaped: columns.joined(separator: ", ")))
            SELECT \(unescaped: columns.joined(separator: ", ")) FROM movie_import ORDER BY id
            ON CONFLICT (id) DO UPDATE SET \(unescaped: Self.updateClauses)
            RETURNING (xmax = 0)
            """, logger: logger)
        for try await isNew in rows.decode(Bool.self) {
            if isNew { inserted += 1 } else { updated += 1 }
        }
        try await PostgresFilmFacts(batch).write(on: connection, logger: logger)
        // Films changed: pages worked out before this batch are not served again, even if the
        // import stops before its end.
        try await connection.execute("""
            INSERT INTO metadata (key, value) VALUES ('catalogGeneration', \(UUID().uuidString))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, logger: logger)
        return (inserted, updated)
    }

    /// Numbers the films that are not adult by popularity, then id, in `movie_rank`: a narrow
    /// table whose rows are written again whole (3 to 5 s for 960,000 films, where rewriting
    /// the rank in every `movie` row with its indexes took 21 s). Readers see the old numbering
    /// until the transaction commits.
    private static func rebuildRanks(on connection: PostgresConnection, logger: Logger) async throws {
        _ = try await connection.withTransaction(logger: logger) { connection in
            // One renumbering at a time across every server and import (reentrant for the
            // start-up load, which holds the same lock for its session).
            try await connection.execute("SELECT pg_advisory_xact_lock(\(PostgresDatabase.startupLockKey))", logger: logger)
            try await connection.execute("DELETE FROM movie_rank", logger: logger)
            try await connection.execute("""
                INSERT INTO movie_rank (rank, movie_id)
                SELECT row_number() OVER (ORDER BY popularity DESC, id), id FROM movie WHERE NOT is_adult
                """, logger: logger)
            // Every rank may have moved: search's index is made again from the new numbering.
            try await SearchPrefixes.rebuild(on: connection, logger: logger)
            try await connection.execute("DELETE FROM metadata WHERE key = \(searchIndexPendingKey)", logger: logger)
            // The catalog changed: pages worked out from the old one are not served again.
            try await connection.execute("""
                INSERT INTO metadata (key, value) VALUES ('catalogGeneration', \(UUID().uuidString))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, logger: logger)
        }
        // VACUUM, not only ANALYZE: the new numbering and the rebuilt search index leave every
        // old row of `movie_rank` and `search_prefix` dead, and reads would step over them.
        try await connection.execute("VACUUM (ANALYZE) movie, movie_rank, search_prefix", logger: logger)
    }
}
