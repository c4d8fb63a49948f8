import Foundation
import GRDB

/// The catalog file shipped with Marquee, loaded into the database on first start and again
/// whenever a new release ships a different file.
public struct EmbeddedCatalog: Sendable {
    private let database: AppDatabase
    private let fileURL: URL

    /// - Parameter fileURL: the catalog to load; the bundled one by default.
    public init(database: AppDatabase, fileURL: URL? = nil) {
        self.database = database
        self.fileURL = fileURL ?? Self.bundledFileURL
    }

    /// The bundled `catalog.jsonl`.
    public static var bundledFileURL: URL {
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "jsonl") else {
            preconditionFailure("catalog.jsonl is missing from the MarqueeStore bundle")
        }
        return url
    }

    /// Loads the file unless this very file was loaded before. Returns the import report, or
    /// nil when there was nothing to do. An import cut short before (a process killed) has its
    /// search index made again first.
    @discardableResult
    public func loadIfNeeded() throws -> CatalogImportReport? {
        try database.rebuildSearchIndexIfPending()
        let fingerprint = try Self.fingerprint(of: fileURL)
        let loaded = try database.reader.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'embeddedCatalog'")
        }
        guard loaded != fingerprint else { return nil }
        let report = try CatalogImporter(database: database).importFile(at: fileURL)
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES ('embeddedCatalog', ?)", arguments: [fingerprint])
        }
        return report
    }

    /// The size and FNV-1a hash of the file's bytes: what a store remembers to know whether
    /// this file was loaded already.
    public static func fingerprint(of url: URL) throws -> String {
        let data = try Data(contentsOf: url)
        let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return "\(data.count)-\(String(hash, radix: 16))"
    }
}
