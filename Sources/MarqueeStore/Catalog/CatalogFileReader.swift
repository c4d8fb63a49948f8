import Foundation
import MarqueeCore

/// Reads a catalog file (JSON Lines: one TMDB movie result a line, plus an optional
/// `critic_score`; or TMDB's daily export of every film) a line at a time, in constant memory,
/// plain or gzip-compressed. Every store's importer reads files through it, so SQLite and
/// PostgreSQL accept and refuse the same lines.
public struct CatalogFileReader {
    /// What one line held.
    public enum Line {
        /// A film to import, and what else the line told about it. A line of TMDB's export
        /// gives a film whose details are not loaded (``Movie/hasDetails`` false): its title
        /// and popularity replace those stored, and nothing else stored is touched.
        case movie(Movie, facts: CatalogFilmFacts)
        /// A film TMDB's export marks adult or video, left out as the export's own
        /// documentation advises for a film catalog.
        case excluded(CatalogExclusion)
        /// A line that is not imported, with its number and why.
        case skipped(CatalogImportReport.SkippedLine)
    }

    private var reader: LineReader
    /// Lines read so far, blank ones included.
    public private(set) var linesRead = 0
    /// The file's size in bytes, for a progress bar; nil when it cannot be known (a pipe).
    public let totalBytes: Int?

    /// Opens `url` for reading.
    public init(url: URL) throws {
        reader = try LineReader(url: url)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        totalBytes = (attributes?[.type] as? FileAttributeType) == .typeRegular ? (attributes?[.size] as? NSNumber)?.intValue : nil
    }

    /// Bytes consumed so far.
    public var bytesRead: Int { reader.bytesRead }

    /// The next line that is not blank, or nil at the end of the file.
    /// - Throws: when the file cannot be read: a partial import is never reported as complete.
    public mutating func next() throws -> Line? {
        while let line = try reader.nextLine() {
            linesRead += 1
            guard line.contains(where: { !Self.isBlank($0) }) else { continue }
            do {
                let entry = try CatalogEntry.decoder.decode(CatalogEntry.self, from: line)
                if entry.isExportListing {
                    if entry.adult == true { return .excluded(.adult) }
                    if entry.video == true { return .excluded(.video) }
                    guard let title = entry.originalTitle, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                        throw CatalogLineError.missingTitle
                    }
                    return .movie(.listed(id: entry.id, originalTitle: title, popularity: entry.popularity ?? 0), facts: CatalogFilmFacts())
                }
                guard let title = entry.title else { throw CatalogLineError.missingKey("title") }
                guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw CatalogLineError.missingTitle
                }
                return .movie(entry.movie, facts: entry.facts)
            } catch {
                return .skipped(.init(line: linesRead, reason: Self.describe(error)))
            }
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case CatalogLineError.missingTitle:
            "the title is empty"
        case let CatalogLineError.missingKey(key):
            "the key \"\(key)\" is missing"
        case let DecodingError.keyNotFound(key, _):
            "the key \"\(key.stringValue)\" is missing"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted:
            "the line is not valid JSON"
        default:
            "the line could not be read"
        }
    }
}

private enum CatalogLineError: Error {
    case missingTitle
    case missingKey(String)
}

/// Why a line of TMDB's export was left out.
public enum CatalogExclusion: Sendable, Hashable {
    /// Marked `adult`.
    case adult
    /// Marked `video`: not a film but a recording (a concert, a compilation, a making-of).
    case video
}
