import Foundation
import MarqueeCore

/// `marquee.json`, the whole of Marquee's export in one JSON document, as written and as read
/// back (``MarqueeExportJSON``):
///
/// ```json
/// {"format": "marquee-export", "version": 1, "exportedAt": "2025-03-12T10:00:00Z",
///  "viewings": [{"film": {"tmdbID": 194, "title": "Amélie", "originalTitle": "Le Fabuleux Destin d'Amélie Poulain", "year": 2001},
///                "watchedOn": "2025-03-01", "rating": 4.5, "rewatch": false, "review": "…", "loggedAt": "2025-03-01T21:40:00Z"}],
///  "watchlist": [{"film": {…, "directors": ["Ang Lee"]}, "addedAt": "…"}],
///  "hearts": [{"film": {…}, "addedAt": "…"}],
///  "ratings": [{"film": {…}, "rating": 4.5, "ratedOn": "2025-03-01"}],
///  "lists": [{"name": "Rainy days", "description": "…", "films": [{"film": {…}, "note": "…"}]}]}
/// ```
///
/// Days are `YYYY-MM-DD`, times ISO 8601 in UTC, ratings stars from 0.5 to 5. A film not
/// matched yet has no `tmdbID`. Every field may be missing when read, so that one bad item is a
/// rejected row and not a refused file.
struct MarqueeExportDocument: Codable {
    /// The `format` that says a JSON document is Marquee's export.
    static let format = "marquee-export"
    /// The `version` written, and the only one read.
    static let version = 1

    var format: String?
    var version: Int?
    var exportedAt: String?
    var viewings: [Viewing]?
    var watchlist: [Mark]?
    var hearts: [Mark]?
    var ratings: [Rating]?
    var lists: [List]?

    struct Film: Codable {
        var tmdbID: Int?
        var title: String?
        var originalTitle: String?
        var year: Int?
        var directors: [String]?
    }

    struct Viewing: Codable {
        var film: Film?
        var watchedOn: String?
        var rating: Double?
        var rewatch: Bool?
        var review: String?
        var loggedAt: String?
    }

    /// A film on the watchlist or hearted, and when.
    struct Mark: Codable {
        var film: Film?
        var addedAt: String?
    }

    struct Rating: Codable {
        var film: Film?
        var rating: Double?
        var ratedOn: String?
    }

    /// A list, its films in order with their notes.
    struct List: Codable {
        var name: String?
        var description: String?
        var films: [ListFilm]?
    }

    struct ListFilm: Codable {
        var film: Film?
        var note: String?
    }
}

extension MarqueeExportDocument {
    /// The document of `export`.
    init(_ export: YourFilmsExport) {
        let time = { (date: Date) in date.formatted(.iso8601) }
        format = Self.format
        version = Self.version
        exportedAt = time(export.exportedAt)
        viewings = export.viewings.map {
            Viewing(film: Film($0.movie), watchedOn: $0.watchedOn.description, rating: $0.rating?.stars, rewatch: $0.isRewatch,
                    review: $0.review, loggedAt: time($0.loggedAt))
        }
        watchlist = export.watchlist.map { Mark(film: Film($0.film.movie, directors: $0.film.directors.map(\.name)), addedAt: time($0.addedAt)) }
        hearts = export.favorites.map { Mark(film: Film($0.movie), addedAt: time($0.favoritedAt)) }
        ratings = export.ratings.map { Rating(film: Film($0.movie), rating: $0.rating.stars, ratedOn: $0.ratedOn.description) }
        lists = export.lists.map { list in
            List(name: list.name, description: list.description, films: list.entries.map { ListFilm(film: Film($0.movie), note: $0.note) })
        }
    }

    /// The document as UTF-8 JSON, indented for a person who opens it.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension MarqueeExportDocument.Film {
    /// `movie` as the document names it: no TMDB id for a film not matched yet (a negative id).
    init(_ movie: Movie, directors: [String]? = nil) {
        self.init(tmdbID: movie.id > 0 ? movie.id : nil, title: movie.title, originalTitle: movie.originalTitle,
                  year: movie.releaseDate?.year, directors: directors)
    }
}
