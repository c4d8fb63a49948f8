import Foundation
import MarqueeCore

/// Reads Marquee's own `marquee.json` (``MarqueeExportDocument``, written by
/// ``YourFilmsExportArchive``) back into an ``ImportBatch``: every viewing with its day, rating
/// and review, the watchlist and hearts with their days, and the ratings with the day given. An
/// item that cannot be read is a ``RejectedRow`` (its number counts from 1 in its list).
enum MarqueeExportJSON {
    /// True when `data` is a JSON object (Trakt's files are arrays): Marquee's document, or no
    /// export at all.
    static func reads(_ data: Data) -> Bool {
        data.first { !Set<UInt8>([0x20, 0x0A, 0x0D, 0x09]).contains($0) } == UInt8(ascii: "{")
    }

    /// Reads the document `data` (named `path`); throws for a damaged one, or one of another
    /// format or of a version this Marquee does not know.
    static func read(_ data: Data, path: String) throws -> ImportBatch {
        let name = (path as NSString).lastPathComponent
        let document: MarqueeExportDocument
        do {
            document = try JSONDecoder().decode(MarqueeExportDocument.self, from: data)
        } catch {
            // Another program's JSON object is no export Marquee reads; Marquee's own is damaged.
            if let header = try? JSONDecoder().decode(Header.self, from: data), header.format != MarqueeExportDocument.format {
                throw ImportError.unknownFormat(file: name)
            }
            throw ImportError.damaged(file: name)
        }
        guard document.format == MarqueeExportDocument.format, document.version == MarqueeExportDocument.version else {
            throw ImportError.unknownFormat(file: name)
        }
        var batch = ImportBatch(source: .marquee), rejected: [RejectedRow] = []
        func reject(_ list: RowProblem.ExportItem, _ index: Int, _ problem: RowProblem.ItemProblem) {
            rejected.append(RejectedRow(file: name, line: index + 1, problem: .item(list, number: index + 1, problem)))
        }
        for (index, item) in (document.viewings ?? []).enumerated() {
            guard let film = film(item.film) else { reject(.viewing, index, .noTitle); continue }
            guard let day = item.watchedOn.flatMap(WatchDate.init) else {
                reject(.viewing, index, .notADay(given: item.watchedOn ?? ""))
                continue
            }
            var rating: StarRating?
            if let stars = item.rating {
                guard let given = starRating(stars) else { reject(.viewing, index, .ratingNotInStars(given: "\(stars)")); continue }
                rating = given
            }
            batch.viewings.append(ImportedViewing(film: film, watchedOn: day, rating: rating, rewatch: item.rewatch ?? false,
                                                  review: item.review.flatMap { $0.isEmpty ? nil : $0 }))
        }
        for (index, item) in (document.ratings ?? []).enumerated() {
            guard let film = film(item.film) else { reject(.rating, index, .noTitle); continue }
            guard let rating = item.rating.flatMap(starRating) else {
                reject(.rating, index, .ratingNotInStars(given: item.rating.map { "\($0)" }))
                continue
            }
            batch.ratings.append(ImportedRating(film: film, rating: rating, ratedOn: item.ratedOn.flatMap(ImportDates.day)))
        }
        func marks(_ items: [MarqueeExportDocument.Mark]?, _ list: RowProblem.ExportItem) -> [ImportedMark] {
            (items ?? []).enumerated().compactMap { index, item in
                guard let film = film(item.film) else { reject(list, index, .noTitle); return nil }
                return ImportedMark(film: film, on: item.addedAt.flatMap(ImportDates.day))
            }
        }
        batch.watchlist = marks(document.watchlist, .watchlistFilm)
        batch.hearts = marks(document.hearts, .heart)
        batch.lists = (document.lists ?? []).enumerated().compactMap { index, list in
            guard let name = list.name, !name.isEmpty else { reject(.list, index, .noName); return nil }
            return ImportedList(name: name, description: list.description ?? "", entries: (list.films ?? []).compactMap { entry in
                film(entry.film).map { ImportedList.Entry(film: $0, note: entry.note ?? "") }
            })
        }
        batch.rejected = rejected
        return batch
    }

    /// What any JSON object is read for first, when it is not Marquee's document.
    private struct Header: Decodable {
        let format: String?
    }

    /// The film an item names; nil without a title. A TMDB id that is not positive is none.
    private static func film(_ film: MarqueeExportDocument.Film?) -> ImportedFilm? {
        guard let film, let title = film.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty else { return nil }
        return ImportedFilm(title: title, originalTitle: film.originalTitle.flatMap { $0.isEmpty || $0 == title ? nil : $0 },
                            year: film.year, tmdbID: film.tmdbID.flatMap { $0 > 0 ? $0 : nil })
    }

    /// Stars from 0.5 to 5 in halves; nil for any other number.
    private static func starRating(_ stars: Double) -> StarRating? {
        let halves = stars * 2
        guard halves.rounded() == halves, Double(StarRating.validHalfStars.lowerBound)...Double(StarRating.validHalfStars.upperBound) ~= halves
        else { return nil }
        return StarRating(halfStars: Int(halves))
    }
}
