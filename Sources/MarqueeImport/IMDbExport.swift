import Foundation
import MarqueeCore

/// IMDb's exports: the ratings CSV (`Const,Your Rating,Date Rated,Title,…,Title Type,…`) and a
/// list's or the watchlist's (`Position,Const,Created,…`), in each generation seen: the old one
/// with every field quoted and `Title type`, camelCase types (`tvMovie`) before 2024, spelled-out
/// ones (`TV Movie`) and localized ones (`Film`) since. Only films are read; series, episodes,
/// games and the like are counted as left out.
enum IMDbExport {
    /// True when `table` is one of IMDb's files.
    static func reads(_ table: CSVTable) -> Bool {
        table.has("Const", "Title") && table.has("Title Type")
    }

    /// The kinds of title that are films (folded: lowercase, no spaces), in IMDb's spellings over
    /// the years and in the Italian account's; TMDB keeps shorts, TV films and videos as films.
    static let filmTypes: Set<String> = ["movie", "featurefilm", "documentary", "tvmovie", "video", "short", "film", "corto"]

    static func read(_ table: CSVTable, path: String) -> ImportBatch {
        var batch = ImportBatch(source: .imdb)
        let isList = table.has("Position")
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var list = ImportedList(name: name)
        for (number, fields) in table.records {
            let row = table.row(fields)
            guard filmTypes.contains(CSVTable.key(row["Title Type"])) else {
                batch.skippedNonFilms += 1
                continue
            }
            guard let title = row.optional("Title") else {
                batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .noTitle))
                continue
            }
            let film = ImportedFilm(title: title, originalTitle: row.optional("Original Title").flatMap { $0 == title ? nil : $0 },
                                    year: ImportDates.year(row["Year"]), imdbID: IMDbID(row["Const"])?.rawValue)
            if let given = row.optional("Your Rating") {
                // IMDb rates out of ten, which are Marquee's half stars.
                guard let rating = Int(given).flatMap(StarRating.init(halfStars:)) else {
                    batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .ratingNotOutOfTen(given: given)))
                    continue
                }
                batch.ratings.append(ImportedRating(film: film, rating: rating, ratedOn: ImportDates.day(row["Date Rated"])))
            }
            guard isList else { continue }
            if name.lowercased().contains("watchlist") {
                batch.watchlist.append(ImportedMark(film: film, on: ImportDates.day(row["Created"])))
            } else {
                list.entries.append(ImportedList.Entry(film: film, note: row["Description"]))
            }
        }
        if !list.entries.isEmpty { batch.lists.append(list) }
        return batch
    }
}
