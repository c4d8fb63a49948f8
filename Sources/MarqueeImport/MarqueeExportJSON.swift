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
        func reject(_ list: String, _ index: Int, _ reason: String) {
            rejected.append(RejectedRow(file: name, line: index + 1, reason: "\(list) \(index + 1): \(reason)"))
        }
        for (index, item) in (document.viewings ?? []).enumerated() {
            guard let film = film(item.film) else { reject("Viewing", index, "no title."); continue }
            guard let day = item.watchedOn.flatMap(WatchDate.init) else {
                reject("Viewing", index, "“\(item.watchedOn ?? "")” is not a day (YYYY-MM-DD).")
                continue
            }
            var rating: StarRating?
            if let stars = item.rating {
                guard let given = starRating(stars) else { reject("Viewing", index, "the rating \(stars) is not half a star to five stars."); continue }
                rating = given
            }
            batch.viewings.append(ImportedViewing(film: film, watchedOn: day, rating: rating, rewatch: item.rewatch ?? false,
                                                  review: item.review.flatMap { $0.isEmpty ? nil : $0 }))
        }
        for (index, item) in (document.ratings ?? []).enumerated() {
            guard let film = film(item.film) else { reject("Rating", index, "no title."); continue }
            guard let rating = item.rating.flatMap(starRating) else {
                reject("Rating", index, "the rating \(item.rating.map { "\($0)" } ?? "(none)") is not half a star to five stars.")
                continue
            }
            batch.ratings.append(ImportedRating(film: film, rating: rating, ratedOn: item.ratedOn.flatMap(ImportDates.day)))
        }
        func marks(_ items: [MarqueeExportDocument.Mark]?, _ list: String) -> [ImportedMark] {
            (items ?? []).enumerated().compactMap { index, item in
                guard let film = film(item.film) else { reject(list, index, "no title."); return nil }
                return ImportedMark(film: film, on: item.addedAt.flatMap(ImportDates.day))
            }
        }
        batch.watchlist = marks(document.watchlist, "Watchlist film")
        batch.hearts = marks(document.hearts, "Heart")
        batch.lists = (document.lists ?? []).enumerated().compactMap { index, list in
            guard let name = list.name, !name.isEmpty else { reject("List", index, "no name."); return nil }
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
