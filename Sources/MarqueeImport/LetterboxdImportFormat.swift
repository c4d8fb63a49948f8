import Foundation
import MarqueeCore

/// Writes a person's films as the CSV Letterboxd's own import takes
/// (`letterboxd.com/import`): the twelve columns of ``columns``, one film a row, every file with
/// the same header. RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes
/// doubled; records end in CRLF; UTF-8 without a byte order mark.
///
/// A row with a `WatchedDate` is a diary entry; a rated row without one rates the film only,
/// so `ratings.csv` beside `diary.csv` logs nothing twice.
enum LetterboxdImportFormat {
    /// The header, as Letterboxd's importer names its columns.
    static let columns = ["LetterboxdURI", "tmdbID", "imdbID", "Title", "Year", "Directors", "Rating", "Rating10", "WatchedDate", "Rewatch", "Tags", "Review"]

    /// `diary.csv`: a row a viewing, with its day, rating, rewatch mark and review.
    static func diary(_ viewings: [Viewing]) -> Data {
        file(viewings.map {
            row($0.movie, rating: $0.rating, watchedOn: $0.watchedOn, rewatch: $0.isRewatch, review: $0.review)
        })
    }

    /// `ratings.csv`: a row a rated film, with no day, so that importing it beside the diary
    /// rates the film and logs no second viewing.
    static func ratings(_ ratings: [RatedFilm]) -> Data {
        file(ratings.map { row($0.movie, rating: $0.rating) })
    }

    /// `watchlist.csv`: a row a film, with its directors.
    static func watchlist(_ entries: [WatchlistEntry]) -> Data {
        file(entries.map { row($0.film.movie, directors: $0.film.directors.map(\.name)) })
    }

    /// `likes/films.csv`: a row a hearted film.
    static func likes(_ favorites: [FavoriteMovie]) -> Data {
        file(favorites.map { row($0.movie) })
    }

    /// The fields of one film's row, in the order of ``columns``. A film not matched yet (a
    /// negative id) has no TMDB id: its title and year name it.
    private static func row(_ movie: Movie, directors: [String] = [], rating: StarRating? = nil, watchedOn: WatchDate? = nil,
                            rewatch: Bool = false, review: String? = nil) -> [String] {
        [
            "", movie.id > 0 ? String(movie.id) : "", "", movie.title, movie.releaseDate.map { String($0.year) } ?? "",
            directors.joined(separator: ", "), rating?.description ?? "", rating.map { String($0.outOfTen) } ?? "",
            watchedOn?.description ?? "", rewatch ? "Yes" : "", "", review ?? "",
        ]
    }

    /// The header and `rows`, each record ended by CRLF.
    private static func file(_ rows: [[String]]) -> Data {
        let records = ([columns] + rows).map { $0.map(quoted).joined(separator: ",") + "\r\n" }
        return Data(records.joined().utf8)
    }

    /// `field` as RFC 4180 writes it: as it is, or in quotes with its quotes doubled when it holds
    /// a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
