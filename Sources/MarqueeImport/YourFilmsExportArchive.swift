import Foundation
import MarqueeCore
import ZIPFoundation

/// The ZIP a person downloads to keep their films or take them elsewhere: Letterboxd's import
/// format for Letterboxd and services that read it, and one JSON file that holds everything
/// for Marquee. ``ImportReader`` reads the ZIP (by its `marquee.json`) back into the same
/// films, days and ratings.
///
/// ```swift
/// let zip = try YourFilmsExportArchive.zip(export)   // diary.csv, ratings.csv, watchlist.csv, likes/films.csv, marquee.json
/// ```
public enum YourFilmsExportArchive {
    /// The name of the JSON file in the ZIP.
    static let jsonFile = "marquee.json"

    /// The ZIP of `export`, built in memory:
    /// - `diary.csv`: a row a viewing, with its day, rating (`Rating` in stars, `Rating10` out of
    ///   ten), rewatch mark and review;
    /// - `ratings.csv`: each rated film's latest rating, with no day (so importing it beside the
    ///   diary logs nothing twice);
    /// - `watchlist.csv` and `likes/films.csv` (the hearts);
    /// - `marquee.json`: all of it, with the days the CSV files cannot say.
    ///
    /// The CSV files have Letterboxd's import columns; a film not matched yet
    /// has no `tmdbID`, only its title and year.
    public static func zip(_ export: YourFilmsExport) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        let files: [(path: String, data: Data)] = [
            ("diary.csv", LetterboxdImportFormat.diary(export.viewings)),
            ("ratings.csv", LetterboxdImportFormat.ratings(export.ratings)),
            ("watchlist.csv", LetterboxdImportFormat.watchlist(export.watchlist)),
            ("likes/films.csv", LetterboxdImportFormat.likes(export.favorites)),
            (jsonFile, try MarqueeExportDocument(export).encoded()),
        ]
        for (path, data) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: export.exportedAt,
                                 compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
