import Foundation
import MarqueeCore

/// Trakt's JSON: the history (`watched-history.json`, one item a play), the films watched
/// (`watched/watched-movies.json`: the last play of each), ratings (1 to 10) and the watchlist,
/// in the old layout of folders and the new one of flat names. TMDB's ids are used as they are;
/// shows and episodes are counted as left out.
enum TraktExport {
    private struct Item: Decodable {
        let type: String?
        let movie: Movie?
        let show: Show?
        let episode: Show?
        let watchedAt: String?
        let lastWatchedAt: String?
        let ratedAt: String?
        let rating: Int?
        let listedAt: String?
        let notes: String?

        enum CodingKeys: String, CodingKey {
            case type, movie, show, episode, rating, notes
            case watchedAt = "watched_at", lastWatchedAt = "last_watched_at", ratedAt = "rated_at", listedAt = "listed_at"
        }
    }

    private struct Movie: Decodable {
        let title: String?
        let year: Int?
        let ids: IDs?
    }

    private struct Show: Decodable {}

    private struct IDs: Decodable {
        let tmdb: Int?
        let imdb: String?
    }

    /// True when `data` is a JSON array (Trakt writes every file as one).
    static func reads(_ data: Data) -> Bool {
        data.first { !Set<UInt8>([0x20, 0x0A, 0x0D, 0x09]).contains($0) } == UInt8(ascii: "[")
    }

    static func read(_ data: Data, path: String) throws -> ImportBatch {
        let name = (path as NSString).lastPathComponent
        let items: [Item]
        do {
            items = try JSONDecoder().decode([Item].self, from: data)
        } catch {
            throw ImportError.damaged(file: name)
        }
        var batch = ImportBatch(source: .trakt)
        for (index, item) in items.enumerated() {
            guard let movie = item.movie, item.type == nil || item.type == "movie" else {
                batch.skippedNonFilms += 1
                continue
            }
            guard let title = movie.title, !title.isEmpty else {
                batch.rejected.append(RejectedRow(file: name, line: index + 1, problem: .noTitle))
                continue
            }
            let film = ImportedFilm(title: title, year: movie.year, tmdbID: movie.ids?.tmdb.flatMap { $0 > 0 ? $0 : nil },
                                    imdbID: movie.ids?.imdb.flatMap(IMDbID.init)?.rawValue)
            if let rating = item.rating {
                guard let stars = StarRating(halfStars: rating) else {
                    batch.rejected.append(RejectedRow(file: name, line: index + 1, problem: .ratingNotOutOfTen(given: String(rating))))
                    continue
                }
                batch.ratings.append(ImportedRating(film: film, rating: stars, ratedOn: item.ratedAt.flatMap(ImportDates.day)))
            } else if let watched = item.watchedAt ?? item.lastWatchedAt {
                guard let day = ImportDates.day(watched) else {
                    batch.rejected.append(RejectedRow(file: name, line: index + 1, problem: .notATraktTime(given: watched)))
                    continue
                }
                batch.viewings.append(ImportedViewing(film: film, watchedOn: day))
            } else if let listed = item.listedAt {
                batch.watchlist.append(ImportedMark(film: film, on: ImportDates.day(listed)))
            } else {
                batch.rejected.append(RejectedRow(file: name, line: index + 1, problem: .nothingDone))
            }
        }
        return batch
    }
}
