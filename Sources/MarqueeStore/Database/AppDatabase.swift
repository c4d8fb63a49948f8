import Foundation
import GRDB

/// Marquee's SQLite database: the movie catalog with its full-text index, search history, and
/// what later features add. Every change of schema is a named migration run at opening.
///
/// ```swift
/// let database = try AppDatabase.openFile(at: path)   // a DatabasePool on disk
/// let scratch = try AppDatabase.inMemory()              // a DatabaseQueue, for tests
/// ```
public struct AppDatabase: Sendable {
    /// Reads and writes; writes are serialized by GRDB.
    let writer: any DatabaseWriter

    /// Wraps `writer` and brings its schema up to date.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// A read-only view for queries that never write.
    var reader: any DatabaseReader { writer }

    /// Runs a short read on the calling thread, in a transaction of its own.
    ///
    /// The reads of a page (a film, a search page, the hearts, the history) take tens of
    /// microseconds on a warm page cache. GRDB's async `read` hops to a dispatch queue and back,
    /// and those two thread switches cost more than the read: measured with `perf`, they were
    /// most of a details page's CPU (docs/PERFORMANCE.md). Writes stay async.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        try writer.read(value)
    }

    /// Runs a longer read (a year of viewings, a whole diary's ratings) in a transaction on
    /// Dispatch's threads, and waits for it without holding the calling one.
    ///
    /// Never GRDB's async `read` in the server: it holds its reader connection across an `await`,
    /// and resumes on the task's executor, an event loop; the short reads of ``read(_:)`` wait on
    /// the event loops for a free reader, so once every reader was held that way the loops waited
    /// for readers that waited for the loops (found under `scripts/load-test.sh DIARY=5000`: the
    /// server stopped answering at 8 connections). Here the reader is taken and given back on the
    /// same Dispatch thread, never across a suspension.
    func readOffTheLoops<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let writer = writer
        return try await BlockingIO.run { try writer.read(value) }
    }

    /// Runs a read on the calling thread, without the `BEGIN`/`COMMIT` that ``read(_:)`` wraps
    /// it in: one SQLite statement is atomic by itself, and the two extra statements cost more
    /// than a film looked up by id. Several statements each see the database at their own moment;
    /// a reader that needs them to agree uses ``read(_:)``.
    func readStatement<T>(_ value: (Database) throws -> T) throws -> T {
        try writer.unsafeRead(value)
    }

    /// Opens (or creates) the database file at `path`, creating its folder when needed, and
    /// brings it up to date. Migrating and `prepare` (loading the catalog) run under a lock on
    /// `path.lock`: servers started together on one file take turns, and the ones that waited
    /// find the work done instead of failing on a half-made schema.
    /// - Parameter maximumBytes: the size the file may grow to; past it, a write that needs
    ///   more room fails as on a full disk (SQLite's `max_page_count`). Nil: no limit.
    public static func openFile(at path: String, maximumBytes: Int? = nil, prepare: (AppDatabase) throws -> Void = { _ in }) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // In WAL mode (which DatabasePool uses) NORMAL is safe from corruption; it only
            // gives up durability of the last commits on power loss, and saves an fsync per write.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if let maximumBytes {
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4_096
                try db.execute(sql: "PRAGMA max_page_count = \(max(1, maximumBytes / max(pageSize, 512)))")
            }
        }
        return try StartupLock.withLock(at: url.path + ".lock") {
            let database = try AppDatabase(DatabasePool(path: url.path, configuration: configuration))
            try prepare(database)
            return database
        }
    }

    /// A private database that lives as long as the returned value.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue())
    }
}
