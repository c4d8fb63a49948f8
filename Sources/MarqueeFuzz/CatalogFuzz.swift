#if DEBUG
import Foundation
import GRDB
import MarqueeCore
@testable import MarqueeStore

/// A catalog file (JSON Lines), read as `marquee catalog import` and the embedded catalog read
/// one: every line through ``CatalogFileReader``, the films into a database in memory and back.
/// A film must come back from the database as it went in, and show on every screen.
enum CatalogFuzz {
    static let target = FuzzTarget(name: "catalog", maxLength: 65_536, summary: "catalog lines: CatalogFileReader, the importer, presenters") { data in
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try data.write(to: file)
            var reader = try CatalogFileReader(url: file)
            var movies: [Int: Movie] = [:]
            // Films some line gave details for: a later line of TMDB's export (a title and a
            // popularity) keeps them, as `marquee catalog import` promises.
            var detailed: Set<Int> = []
            while let line = try reader.next() {
                if case let .movie(movie, _) = line {
                    movies[movie.id] = movie
                    if movie.hasDetails { detailed.insert(movie.id) }
                }
            }
            expect(reader.bytesRead == data.count, "read \(reader.bytesRead) of \(data.count) bytes")
            Presenting.present(Array(movies.values))
            guard !movies.isEmpty else { return }
            let report = try CatalogImporter(database: database).importFile(at: file)
            expect(report.inserted == movies.count, "\(report.inserted) films inserted of \(movies.count)")
            for movie in movies.values {
                let stored = try database.readStatement { db in
                    try MovieRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM movie WHERE id = ?"), arguments: [movie.id])
                }.map(Movie.init(record:))
                if !movie.hasDetails, detailed.contains(movie.id) {
                    expect(stored?.hasDetails == true && stored?.originalTitle == movie.originalTitle && stored?.popularity == movie.popularity,
                           "film \(movie.id)'s details were lost to an export line, or its line was not applied: \(String(describing: stored))")
                } else {
                    expect(stored == movie, "film \(movie.id) went in as \(movie) and came back as \(String(describing: stored))")
                }
            }
            try database.writer.write { db in try db.execute(sql: "DELETE FROM movie") }
            try database.rebuildSearchIndex()
        } catch {
            fatalError("the catalog failed on a file it could write: \(error)")
        }
    }

    /// The file each input is written to, one per process (libFuzzer's `-fork` runs several).
    private static let file = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-fuzz-catalog-\(getpid()).jsonl")

    private static let database: AppDatabase = {
        do {
            return try AppDatabase.inMemory()
        } catch {
            fatalError("could not make a database in memory: \(error)")
        }
    }()
}
#endif
