import Foundation
import MarqueeCore

/// How far an import has got, reported every batch so a terminal can show it.
public struct CatalogImportProgress: Sendable, Equatable {
    /// Lines read from the file so far.
    public var linesRead: Int
    /// Bytes read from the file so far.
    public var bytesRead: Int
    /// The file's size; nil when it is not known.
    public var totalBytes: Int?
    /// Films written so far, new and updated.
    public var filmsWritten: Int

    /// A snapshot of an import.
    public init(linesRead: Int, bytesRead: Int, totalBytes: Int?, filmsWritten: Int) {
        self.linesRead = linesRead
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.filmsWritten = filmsWritten
    }
}

/// Adds or updates films from a catalog file, in any store.
public protocol CatalogImporting: Sendable {
    /// Imports every line of `url`, calling `progress` after each batch, then rebuilds what
    /// search needs. A malformed line is reported and skipped; the rest is imported.
    func importFile(at url: URL, progress: (@Sendable (CatalogImportProgress) -> Void)?) async throws -> CatalogImportReport
    /// Imports films already in memory (generated ones, for benchmarks and tests), then
    /// rebuilds what search needs.
    func importMovies(_ movies: some Sequence<Movie>) async throws -> CatalogImportReport
}
