import Foundation
import MarqueeCore

/// Letterboxd's account export (`letterboxd.com/settings/data`): `diary.csv`, `reviews.csv`,
/// `ratings.csv`, `watched.csv`, `watchlist.csv`, `likes/films.csv` and `lists/*.csv`, read
/// together from its ZIP or each on its own; and the CSV Letterboxd's own import takes
/// (`Title,Year,tmdbID,WatchedDate,Rating10` and the like), which Marquee's export writes.
enum LetterboxdExport {
    /// The first line of a list's file.
    static let listMarker = "Letterboxd list export"

    /// True when `table` is one of Letterboxd's files (by its columns).
    static func reads(_ table: CSVTable) -> Bool {
        (table.has("Name", "Letterboxd URI") || table.has("Title") && (table.has("WatchedDate") || table.has("tmdbID") || table.has("LetterboxdURI")))
    }

    /// One of the export's files, read once: a list's text (its preamble is not a CSV's header)
    /// or any other file's table.
    enum File {
        case list(path: String, text: String)
        case table(path: String, CSVTable)

        var path: String {
            switch self {
            case let .list(path, _), let .table(path, _): path
            }
        }
    }

    /// Reads the export's files (`path` as in the ZIP), each for what it holds: a diary entry's
    /// review comes from `reviews.csv` by the entry's address, and a film of `watched.csv` with a
    /// diary entry is not counted again.
    static func read(_ files: [File]) throws -> ImportBatch {
        var batch = ImportBatch(source: .letterboxd)
        var diary: [ImportedViewing] = [], diaryAddresses: [String: Int] = [:], reviews: [(address: String, viewing: ImportedViewing)] = []
        var watched: [ImportedMark] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = file.path, name = (path as NSString).lastPathComponent
            let table: CSVTable
            switch file {
            case let .list(_, text):
                batch.append(try list(text, file: name))
                continue
            case let .table(_, read):
                table = read
            }
            if table.has("Name", "Letterboxd URI", "Watched Date") {
                let isReviews = table.has("Review")
                for (number, fields) in table.records {
                    let row = table.row(fields)
                    switch viewing(row, file: name, line: number) {
                    case let .read(viewing):
                        if isReviews {
                            reviews.append((row["Letterboxd URI"], viewing))
                        } else {
                            diaryAddresses[row["Letterboxd URI"]] = diary.count
                            diary.append(viewing)
                        }
                    case let .rejected(rejected): batch.rejected.append(rejected)
                    }
                }
            } else if table.has("Name", "Letterboxd URI", "Rating") {
                for (number, fields) in table.records {
                    let row = table.row(fields)
                    guard let film = film(row) else { batch.rejected.append(RejectedRow(file: name, line: number, problem: .noFilmName)); continue }
                    guard let rating = StarRating(row["Rating"]) else {
                        batch.rejected.append(RejectedRow(file: name, line: number, problem: .ratingNotInStars(given: row["Rating"])))
                        continue
                    }
                    batch.ratings.append(ImportedRating(film: film, rating: rating, ratedOn: ImportDates.day(row["Date"])))
                }
            } else if table.has("Name", "Letterboxd URI") {
                var marks: [ImportedMark] = []
                for (number, fields) in table.records {
                    let row = table.row(fields)
                    guard let film = film(row) else { batch.rejected.append(RejectedRow(file: name, line: number, problem: .noFilmName)); continue }
                    marks.append(ImportedMark(film: film, on: ImportDates.day(row["Date"])))
                }
                if path.contains("likes/") || name.hasPrefix("likes") {
                    batch.hearts += marks
                } else if name.contains("watchlist") {
                    batch.watchlist += marks
                } else {
                    watched += marks
                }
            } else if reads(table) {
                batch.append(importFormat(table))
            } else {
                throw ImportError.unknownColumns(file: name, columns: table.columns)
            }
        }
        // A review of a diary entry is that entry's review; one of no entry is a viewing of its own.
        for (address, reviewed) in reviews {
            if let index = diaryAddresses[address] {
                diary[index].review = reviewed.review
            } else {
                diary.append(reviewed)
            }
        }
        let logged = Set(diary.map(\.film))
        batch.viewings += diary
        batch.watched += watched.filter { !logged.contains($0.film) }
        return batch
    }

    /// A row read, or why not.
    private enum Read {
        case read(ImportedViewing)
        case rejected(RejectedRow)
    }

    /// A diary (or review) row: the day watched, or else the day written.
    private static func viewing(_ row: CSVRow, file: String, line: Int) -> Read {
        guard let film = film(row) else { return .rejected(RejectedRow(file: file, line: line, problem: .noFilmName)) }
        guard let day = ImportDates.day(row.optional("Watched Date") ?? row["Date"]) else {
            return .rejected(RejectedRow(file: file, line: line, problem: .notADay(given: row["Watched Date"])))
        }
        var rating: StarRating?
        if let text = row.optional("Rating") {
            guard let given = StarRating(text) else {
                return .rejected(RejectedRow(file: file, line: line, problem: .ratingNotInStars(given: text)))
            }
            rating = given
        }
        return .read(ImportedViewing(
            film: film, watchedOn: day, rating: rating, rewatch: row["Rewatch"].lowercased() == "yes",
            review: row.optional("Review"), tags: tags(row["Tags"])
        ))
    }

    /// The film a row names by `Name` and `Year`; nil without a name.
    private static func film(_ row: CSVRow) -> ImportedFilm? {
        guard let name = row.optional("Name") ?? row.optional("Title") else { return nil }
        return ImportedFilm(title: name, year: ImportDates.year(row["Year"]), tmdbID: Int(row["tmdbID"]).flatMap { $0 > 0 ? $0 : nil },
                            imdbID: IMDbID(row["imdbID"])?.rawValue)
    }

    /// `"documentary, internet history"`, as a list.
    private static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A list's file: its marker line, the list's facts (`Date,Name,Tags,URL,Description` and a
    /// row), a blank line, then `Position,Name,Year,URL,Description` and a row a film.
    private static func list(_ text: String, file: String) throws -> ImportBatch {
        var batch = ImportBatch(source: .letterboxd)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // The facts are a CSV of their own up to the line that starts the films (descriptions
        // span lines); the films are the rest.
        guard let filmsStart = lines.firstIndex(where: { $0.hasPrefix("Position,") }) else { throw ImportError.unknownColumns(file: file, columns: []) }
        let facts = try CSVTable(text: lines[1..<filmsStart].joined(separator: "\n"), file: file)
        let films = try CSVTable(text: lines[filmsStart...].joined(separator: "\n"), file: file)
        guard facts.has("Name"), films.has("Position", "Name"), let about = facts.records.first.map({ facts.row($0.fields) }) else {
            throw ImportError.unknownColumns(file: file, columns: films.columns)
        }
        var list = ImportedList(name: about["Name"].isEmpty ? file : about["Name"], description: about["Description"])
        for (number, fields) in films.records {
            let row = films.row(fields)
            guard let film = film(row) else { batch.rejected.append(RejectedRow(file: file, line: number + filmsStart, problem: .noFilmName)); continue }
            list.entries.append(ImportedList.Entry(film: film, note: row["Description"]))
        }
        batch.lists.append(list)
        return batch
    }

    /// The CSV Letterboxd's import takes: a viewing for each row with a `WatchedDate`, a rating
    /// (`Rating` in stars or `Rating10` out of ten) for each rated row without one, else a film
    /// marked watched.
    private static func importFormat(_ table: CSVTable) -> ImportBatch {
        var batch = ImportBatch(source: .letterboxd)
        for (number, fields) in table.records {
            let row = table.row(fields)
            guard let film = film(row) else { batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .noFilmTitle)); continue }
            var rating: StarRating?
            if let stars = row.optional("Rating") {
                rating = StarRating(stars)
                if rating == nil { batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .ratingNotInStars(given: stars))); continue }
            } else if let tenths = row.optional("Rating10") {
                rating = Int(tenths).flatMap(StarRating.init(halfStars:))
                if rating == nil { batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .ratingNotOutOfTen(given: tenths))); continue }
            }
            if let text = row.optional("WatchedDate") {
                guard let day = ImportDates.day(text) else {
                    batch.rejected.append(RejectedRow(file: table.file, line: number, problem: .notADay(given: text)))
                    continue
                }
                batch.viewings.append(ImportedViewing(film: film, watchedOn: day, rating: rating, rewatch: row["Rewatch"].lowercased() == "true" || row["Rewatch"].lowercased() == "yes",
                                                      review: row.optional("Review"), tags: tags(row["Tags"])))
            } else if let rating {
                batch.ratings.append(ImportedRating(film: film, rating: rating))
            } else {
                batch.watched.append(ImportedMark(film: film))
            }
        }
        return batch
    }
}
