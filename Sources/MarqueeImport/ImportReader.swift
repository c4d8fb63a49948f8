import Foundation
import MarqueeCore

/// Reads an uploaded or named file into an ``ImportBatch``: a ZIP of an export (Letterboxd's, or
/// Trakt's JSON files), one CSV (Letterboxd's, IMDb's) or one JSON file (Trakt's), told apart by
/// their bytes and columns, not their names. Throws ``ImportError`` for a file that cannot be
/// read at all; a bad row is listed in ``ImportBatch/rejected`` and the rest stays importable.
public enum ImportReader {
    /// The largest file taken: 50 MB.
    public static let maximumBytes = 50 * 1_048_576

    public static func read(_ data: Data, named file: String) throws -> ImportBatch {
        guard data.count <= maximumBytes else { throw ImportError.tooLarge(limitBytes: maximumBytes) }
        if ExportArchive.reads(data) {
            let files = try ExportArchive.files(of: data, file: file)
            let json = files.filter { $0.path.lowercased().hasSuffix(".json") }
            let csv = files.filter { $0.path.lowercased().hasSuffix(".csv") }
            return try merged(try json.map { try TraktExport.read($0.data, path: $0.path) } + (csv.isEmpty ? [] : [try readCSVs(csv)]))
        }
        if TraktExport.reads(data) { return try TraktExport.read(data, path: file) }
        // No text file holds a NUL byte: a picture, a PDF, a spreadsheet's own format.
        guard !data.prefix(4_096).contains(0) else { throw ImportError.unknownFormat(file: file) }
        return try readCSVs([(file, data)])
    }

    /// CSV files: all Letterboxd's, read together, or each IMDb's on its own.
    private static func readCSVs(_ files: [(path: String, data: Data)]) throws -> ImportBatch {
        var letterboxd: [LetterboxdExport.File] = [], imdb: [ImportBatch] = []
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
                imdb.append(IMDbExport.read(table, path: path))
            } else if LetterboxdExport.reads(table) {
                letterboxd.append(.table(path: path, table))
            } else if table.columns.count <= 1 {
                throw ImportError.unknownFormat(file: name)
            } else {
                throw ImportError.unknownColumns(file: name, columns: table.columns)
            }
        }
        return try merged((letterboxd.isEmpty ? [] : [try LetterboxdExport.read(letterboxd)]) + imdb)
    }

    /// The batches read from one file's parts, as one (the first's source); none is no export.
    private static func merged(_ batches: [ImportBatch]) throws -> ImportBatch {
        guard var batch = batches.first else { throw ImportError.emptyExport }
        for other in batches.dropFirst() { batch.append(other) }
        return batch
    }
}
