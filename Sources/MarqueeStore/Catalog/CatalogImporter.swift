import Foundation
import GRDB
import MarqueeCore

/// Adds or updates films from a JSON Lines catalog file, streamed and written in batches.
///
/// A malformed line is reported with its number and skipped; the rest is imported.
public struct CatalogImporter: Sendable {
    private let database: AppDatabase
    private let batchSize: Int

    /// Writes into `database`, `batchSize` films a transaction. TMDB's export lists its films
    /// in no order, so each film lands on a page of its own: 10,000 films a transaction write
    /// each touched page once where 1,000 wrote it ten times (a million films of the export
    /// imported in 128 s with 1,000; docs/PERFORMANCE.md).
    public init(database: AppDatabase, batchSize: Int = 10_000) {
        self.database = database
        self.batchSize = max(1, batchSize)
    }

    /// Imports every line of `url`, then renumbers the catalog for search. `progress` hears
    /// after every batch.
    public func importFile(at url: URL, progress: (@Sendable (CatalogImportProgress) -> Void)? = nil) throws -> CatalogImportReport {
        try finishingTheIndex { try withImportCache { try importLines(of: url, progress: progress) } }
    }

    /// Runs an import; when it fails after some batches were written, the search index is made
    /// again from what was written before the error is thrown, so that search and keeping a
    /// film's details never meet an index that does not match the films (see ``keep(_:facts:)``).
    private func finishingTheIndex(_ body: () throws -> CatalogImportReport) throws -> CatalogImportReport {
        do {
            return try body()
        } catch {
            try? database.rebuildSearchIndexIfPending()
            throw error
        }
    }

    private func importLines(of url: URL, progress: (@Sendable (CatalogImportProgress) -> Void)?) throws -> CatalogImportReport {
        var report = CatalogImportReport()
        var batch: [Film] = []
        var file = try CatalogFileReader(url: url)
        while let line = try file.next() {
            switch line {
            case let .movie(movie, facts):
                try add(Film(record: MovieRecord(movie: movie), facts: facts), to: &batch, report: &report)
                if batch.isEmpty {
                    progress?(CatalogImportProgress(linesRead: file.linesRead, bytesRead: file.bytesRead, totalBytes: file.totalBytes,
                                                    filmsWritten: report.inserted + report.updated))
                }
            case .skipped(let skipped):
                report.skipped.append(skipped)
            case .excluded(let exclusion):
                report.count(exclusion)
            }
        }
        try finish(batch, report: &report)
        progress?(CatalogImportProgress(linesRead: file.linesRead, bytesRead: file.bytesRead, totalBytes: file.totalBytes,
                                        filmsWritten: report.inserted + report.updated))
        return report
    }

    /// Imports films already in memory (generated ones, for benchmarks and tests), then
    /// renumbers the catalog for search. `movies` is read lazily, a batch at a time.
    public func importMovies(_ movies: some Sequence<Movie>) throws -> CatalogImportReport {
        try finishingTheIndex { try withImportCache {
            var report = CatalogImportReport()
            var batch: [Film] = []
            for movie in movies {
                try add(Film(record: MovieRecord(movie: movie), facts: CatalogFilmFacts()), to: &batch, report: &report)
            }
            try finish(batch, report: &report)
            return report
        } }
    }

    /// Runs `body` with a 64 MB page cache on the writing connection, then gives it back the
    /// cache it had: with SQLite's 2 MB, a large import read and wrote the same pages from the
    /// file again and again (a third of its time in the kernel's copies, `perf record`).
    private func withImportCache<T>(_ body: () throws -> T) throws -> T {
        let previous = try database.writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } ?? -2_000
        try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -65536") }
        defer { try? database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = \(previous)") } }
        return try body()
    }

    /// A film of a batch, and what its line told beyond the `movie` row.
    private struct Film {
        let record: MovieRecord
        let facts: CatalogFilmFacts
    }

    private func add(_ record: Film, to batch: inout [Film], report: inout CatalogImportReport) throws {
        batch.append(record)
        guard batch.count == batchSize else { return }
        try write(batch, into: &report)
        batch.removeAll(keepingCapacity: true)
    }

    /// Writes the last batch and, when any film changed, rebuilds the search index once: a
    /// film's popularity rank depends on every other film.
    private func finish(_ batch: [Film], report: inout CatalogImportReport) throws {
        try write(batch, into: &report)
        if report.inserted + report.updated > 0 {
            try database.rebuildSearchIndex()
        }
    }

    private func write(_ batch: [Film], into report: inout CatalogImportReport) throws {
        guard !batch.isEmpty else { return }
        let (inserted, updated) = try database.writer.write { db in
            // Until the index is made again at the end, it may not match the films' titles.
            try AppDatabase.markSearchIndexPending(db)
            return try Self.write(batch, in: db)
        }
        report.inserted += inserted
        report.updated += updated
    }

    /// Stores `movie` with its details and `facts` (fetched from TMDB for a film the export
    /// listed), and indexes its titles for search at once, under the rank it has, in one
    /// transaction. GRDB runs one write at a time, so a keep comes between an import's batches,
    /// never inside one; it waits for its turn on GRDB's writer queue, not on the caller's
    /// thread (a film's page, served on an event loop).
    func keep(_ movie: Movie, facts: CatalogFilmFacts) async throws {
        try await database.writer.write { db in
            // During an import (or after one cut short) the index may not hold what the films'
            // rows say: the delete below would give FTS5 other values than it indexed, which
            // SQLite documents as corrupting. The film is then written alone; the index made
            // again at the import's end (or at the next start) reads its new titles.
            guard try !AppDatabase.isSearchIndexPending(db) else {
                _ = try Self.write([Film(record: MovieRecord(movie: movie), facts: facts)], in: db)
                return
            }
            // The film's entry in the search index, under the rank it has (none for a film
            // without one). The index holds no text (contentless): an entry is deleted by giving
            // what it indexed, so the old one goes before the film's titles change.
            let entry = "\(AppDatabase.searchIndexEntry) FROM movie WHERE id = ? AND popularityRank IS NOT NULL"
            try db.execute(sql: "INSERT INTO movieSearch (movieSearch, rowid, title, originalTitle) SELECT 'delete', \(entry)", arguments: [movie.id])
            _ = try Self.write([Film(record: MovieRecord(movie: movie), facts: facts)], in: db)
            try db.execute(sql: "INSERT INTO movieSearch (rowid, title, originalTitle) SELECT \(entry)", arguments: [movie.id])
        }
    }

    /// Writes `batch` in `db`'s transaction; returns how many films were new and how many updated.
    private static func write(_ batch: [Film], in db: Database) throws -> (inserted: Int, updated: Int) {
        // Two cached statements, bound once a film: GRDB's record upsert built and
        // authorized its SQL for every film, which was a third of an import's time.
        let exists = try db.cachedStatement(sql: "SELECT 1 FROM movie WHERE id = ?")
        let upsert = try db.cachedStatement(sql: Self.upsertSQL)
        let facts = try FactStatements(db)
        var inserted = 0, updated = 0
        // The rows in id order: the export lists films in no order, and written as listed, a
        // batch jumped between the table's pages (55 s instead of 61 s for a million films).
        // Lines with the same id stay in file order, so the last one still wins.
        var known = [Bool](repeating: false, count: batch.count)
        for (line, film) in batch.enumerated().sorted(by: { ($0.element.record.id, $0.offset) < ($1.element.record.id, $1.offset) }) {
            let record = film.record
            known[line] = try Bool.fetchOne(exists, arguments: [record.id]) == true
            if known[line] { updated += 1 } else { inserted += 1 }
            try upsert.execute(arguments: [
                record.id, record.title, record.originalTitle, record.overview, record.releaseDate, record.posterPath,
                record.backdropPath, record.popularity, record.voteAverage, record.voteCount,
                "[" + record.genreIDs.map(String.init).joined(separator: ",") + "]", record.isAdult,
                record.originalLanguage, record.criticScore, record.searchTitle, record.hasDetails,
            ])
        }
        // Genres and people in file order, as before: a person named by two lines keeps what the
        // last one said.
        for (line, film) in batch.enumerated() {
            try facts.write(film.facts, of: film.record, isKnown: known[line])
        }
        // Films changed: pages worked out from the catalog before this batch are not served
        // again, even if the import stops before its end.
        try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES ('catalogGeneration', ?)", arguments: [UUID().uuidString])
        return (inserted, updated)
    }

    /// Inserts a film, or updates the one with its id. A full line replaces every column (the
    /// rank stays until the search index is rebuilt). A line of TMDB's export (`hasDetails`
    /// false) replaces the original title and the popularity, and the title only while the film
    /// has no details: what was fetched since is kept. The columns are
    /// ``MovieRecord/writtenColumns``; the genres are the JSON array the record's coding writes.
    private static let upsertSQL = """
        INSERT INTO movie (\(MovieRecord.writtenColumns.joined(separator: ", ")))
        VALUES (\(MovieRecord.writtenColumns.map { _ in "?" }.joined(separator: ", ")))
        ON CONFLICT (id) DO UPDATE SET \(MovieRecord.writtenColumns.dropFirst().map(updateClause).joined(separator: ", "))
        """

    private static func updateClause(_ column: String) -> String {
        switch column {
        case "originalTitle", "popularity": "\(column) = excluded.\(column)"
        case "title", "searchTitle": "\(column) = CASE WHEN excluded.hasDetails OR NOT movie.hasDetails THEN excluded.\(column) ELSE movie.\(column) END"
        case "hasDetails": "hasDetails = excluded.hasDetails OR movie.hasDetails"
        default: "\(column) = CASE WHEN excluded.hasDetails THEN excluded.\(column) ELSE movie.\(column) END"
        }
    }
}

/// The statements that store a line's facts beside its `movie` row: the runtime, the genres,
/// and (when the line names people) the credits, replaced whole.
private struct FactStatements {
    let runtime: Statement
    let clearGenres: Statement
    let addGenre: Statement
    let clearCredits: Statement
    let person: Statement
    let credit: Statement
    let genrePopularity: Statement

    init(_ db: Database) throws {
        runtime = try db.cachedStatement(sql: "UPDATE movie SET runtime = ? WHERE id = ?")
        clearGenres = try db.cachedStatement(sql: "DELETE FROM movieGenre WHERE movieID = ?")
        addGenre = try db.cachedStatement(sql: "INSERT OR IGNORE INTO movieGenre (genreID, movieID, day, popularity, isAdult) VALUES (?, ?, ?, ?, ?)")
        clearCredits = try db.cachedStatement(sql: "DELETE FROM movieCredit WHERE movieID = ? AND role = ?")
        person = try db.cachedStatement(sql: """
            INSERT INTO person (id, name, profilePath) VALUES (?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, profilePath = IFNULL(excluded.profilePath, person.profilePath)
            """)
        credit = try db.cachedStatement(sql: "INSERT INTO movieCredit (movieID, role, billing, personID, character) VALUES (?, ?, ?, ?, ?)")
        genrePopularity = try db.cachedStatement(sql: "UPDATE movieGenre SET popularity = ? WHERE movieID = ?")
    }

    /// Writes what a line told of a film beyond its row; `isKnown` when the film was stored before.
    func write(_ facts: CatalogFilmFacts, of record: MovieRecord, isKnown: Bool) throws {
        let movieID = record.id
        guard record.hasDetails else {
            // A line of TMDB's export: the film's genres and people stay; only the popularity
            // "More like this" ranks by follows the new one (a new film has no genres yet).
            if isKnown { try genrePopularity.execute(arguments: [record.popularity, movieID]) }
            return
        }
        if let minutes = facts.runtime { try runtime.execute(arguments: [minutes, movieID]) }
        try clearGenres.execute(arguments: [movieID])
        let day = record.releaseDate.flatMap(ReleaseDate.init)?.dayNumber
        for genreID in record.genreIDs {
            try addGenre.execute(arguments: [genreID, movieID, day, record.popularity, record.isAdult])
        }
        if let directors = facts.directors {
            try replace("director", directors.map { ($0, "") }, of: movieID)
        }
        if let cast = facts.cast {
            try replace("cast", cast.map { ($0.person, $0.character) }, of: movieID)
        }
    }

    private func replace(_ role: String, _ people: [(PersonReference, String)], of movieID: Int) throws {
        try clearCredits.execute(arguments: [movieID, role])
        for (billing, (reference, character)) in people.enumerated() {
            try person.execute(arguments: [reference.id, reference.name, reference.profilePath])
            try credit.execute(arguments: [movieID, role, billing, reference.id, character])
        }
    }
}

/// Its synchronous methods serve the asynchronous requirements as they are.
extension CatalogImporter: CatalogImporting {}

/// What an import did.
public struct CatalogImportReport: Sendable, Hashable {
    /// A line that was not imported.
    public struct SkippedLine: Sendable, Hashable {
        /// The line's number in the file, from 1.
        public let line: Int
        /// Why the line was skipped, in words for the report.
        public let reason: String
    }

    /// How many films were new to the catalog.
    public var inserted = 0
    /// How many films were already there and got their details replaced.
    public var updated = 0
    /// The lines left out because they could not be read, in file order.
    public var skipped: [SkippedLine] = []
    /// Films of TMDB's export left out because it marks them adult.
    public var excludedAdult = 0
    /// Films of TMDB's export left out because it marks them video.
    public var excludedVideo = 0

    /// Counts a film of TMDB's export left out.
    public mutating func count(_ exclusion: CatalogExclusion) {
        switch exclusion {
        case .adult: excludedAdult += 1
        case .video: excludedVideo += 1
        }
    }

    /// An empty report, before anything is imported.
    public init() {}
}
