import Foundation
import MarqueeCore

/// Reads an uploaded or named file into an ``ImportBatch``: a ZIP of an export (Letterboxd's,
/// Trakt's JSON files, or Marquee's own, read from its `marquee.json`), one CSV (Letterboxd's,
/// IMDb's, or one of Marquee's export in Letterboxd's import format) or one JSON file (Trakt's,
/// Marquee's), told apart by their bytes and columns, not their names. Throws ``ImportError`` for
/// a file that cannot be read at all; a bad row is listed in ``ImportBatch/rejected`` and the rest
/// stays importable.
public enum ImportReader {
    /// The largest file taken: 50 MB.
    public static let maximumBytes = 50 * 1_048_576

    /// Reads `data`, the file named `file` (its name is used in messages, and for a CSV of
    /// Letterboxd's import format, to tell a watchlist or likes from films watched).
    public static func read(_ data: Data, named file: String) throws -> ImportBatch {
        guard data.count <= maximumBytes else { throw ImportError.tooLarge(limitBytes: maximumBytes) }
        if ExportArchive.reads(data) {
            let files = try ExportArchive.files(of: data, file: file)
            let json = files.filter { $0.path.lowercased().hasSuffix(".json") }
            // Marquee's JSON holds all that the CSV files beside it hold, and the days they cannot say.
            let isMarquees = { (entry: (path: String, data: Data)) in
                (entry.path as NSString).lastPathComponent == YourFilmsExportArchive.jsonFile && MarqueeExportJSON.reads(entry.data)
            }
            if let marquee = json.first(where: isMarquees) {
                return try MarqueeExportJSON.read(marquee.data, path: marquee.path)
            }
            let csv = files.filter { $0.path.lowercased().hasSuffix(".csv") }
            return try merged(try json.map { try TraktExport.read($0.data, path: $0.path) } + (csv.isEmpty ? [] : [try readCSVs(csv)]))
        }
        if MarqueeExportJSON.reads(data) { return try MarqueeExportJSON.read(data, path: file) }
        if TraktExport.reads(data) { return try TraktExport.read(data, path: file) }
        // No text file holds a NUL byte: a picture, a PDF, a spreadsheet's own format.
        guard !data.prefix(4_096).contains(0) else { throw ImportError.unknownFormat(file: file) }
        return try readCSVs([(file, data)])
    }

    /// CSV files: all Letterboxd's, read together, or each IMDb's on its own.
    private static func readCSVs(_ files: [(path: String, data: Data)]) throws -> ImportBatch {
        var letterboxd: [LetterboxdExport.File] = [], others: [ImportBatch] = []
        for (path, data) in files {
            let name = (path as NSString).lastPathComponent
            guard var text = String(data: data, encoding: .utf8) else { throw ImportError.notUTF8(file: name) }
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            if text.hasPrefix(LetterboxdExport.listMarker) {
                letterboxd.append(.list(path: path, text: text))
                continue
            }
            let table = try CSVTable(text: text, file: name)
            if IMDbExport.reads(table) {
                others.append(IMDbExport.read(table, path: path))
            } else if LetterboxdExport.reads(table), !table.has("Name"), let marks = marks(ofImportFormat: path) {
                // Letterboxd's import format has no column that says watchlist or heart (its
                // importer takes a watchlist on a page of its own): Marquee's export says it by
                // the file's name, and a film of it is not one watched.
                var batch = try LetterboxdExport.read([.table(path: path, table)])
                batch[keyPath: marks] += batch.watched
                batch.watched = []
                others.append(batch)
            } else if LetterboxdExport.reads(table) {
                letterboxd.append(.table(path: path, table))
            } else if table.columns.count <= 1 {
                throw ImportError.unknownFormat(file: name)
            } else {
                throw ImportError.unknownColumns(file: name, columns: table.columns)
            }
        }
        return try merged((letterboxd.isEmpty ? [] : [try LetterboxdExport.read(letterboxd)]) + others)
    }

    /// Where the films of a CSV in Letterboxd's import format named `path` go when it is a
    /// watchlist (`watchlist.csv`) or likes (`likes/films.csv`); nil for any other file.
    private static func marks(ofImportFormat path: String) -> WritableKeyPath<ImportBatch, [ImportedMark]>? {
        let lowered = path.lowercased(), name = (lowered as NSString).lastPathComponent
        if lowered.contains("likes/") || name.hasPrefix("likes") { return \.hearts }
        return name.contains("watchlist") ? \.watchlist : nil
    }

    /// The batches read from one file's parts, as one (the first's source); none is no export.
    private static func merged(_ batches: [ImportBatch]) throws -> ImportBatch {
        guard var batch = batches.first else { throw ImportError.emptyExport }
        for other in batches.dropFirst() { batch.append(other) }
        return batch
    }
}
