import Foundation

/// Everything read from one file (or one export's files) before anything is written: what the
/// person watched, rated, wants to watch, loved and listed, and the rows that could not be read.
public struct ImportBatch: Sendable, Hashable, Codable {
    /// The service the file came from.
    public var source: ImportSource
    /// Dated viewings, with their rating, rewatch mark, review and tags when given.
    public var viewings: [ImportedViewing] = []
    /// Ratings given to a film apart from a dated viewing (Letterboxd's ratings, IMDb's, Trakt's).
    public var ratings: [ImportedRating] = []
    /// Films the person wants to watch, with the day each was added when known.
    public var watchlist: [ImportedMark] = []
    /// Films the person loved (Letterboxd's likes, Marquee's hearts).
    public var hearts: [ImportedMark] = []
    /// Films marked watched without a date (Letterboxd's `watched.csv` rows with no diary entry).
    public var watched: [ImportedMark] = []
    /// Named lists, each with its films in order.
    public var lists: [ImportedList] = []
    /// Rows that could not be read, each with why; the rest stays importable.
    public var rejected: [RejectedRow] = []
    /// Rows of things that are not films (series, episodes, games), left out on purpose.
    public var skippedNonFilms = 0

    public init(source: ImportSource) {
        self.source = source
    }

    /// Every film the batch names, once each, in the order first named.
    public var films: [ImportedFilm] {
        var seen = Set<ImportedFilm>(), films: [ImportedFilm] = []
        let all = viewings.map(\.film) + ratings.map(\.film) + watchlist.map(\.film) + hearts.map(\.film) + watched.map(\.film)
            + lists.flatMap { $0.entries.map(\.film) }
        for film in all where seen.insert(film).inserted { films.append(film) }
        return films
    }

    /// Adds `other`'s rows to this batch's (one export read file by file).
    public mutating func append(_ other: ImportBatch) {
        viewings += other.viewings
        ratings += other.ratings
        watchlist += other.watchlist
        hearts += other.hearts
        watched += other.watched
        lists += other.lists
        rejected += other.rejected
        skippedNonFilms += other.skippedNonFilms
    }
}

/// Where an import came from, as the person would name it.
public enum ImportSource: String, Sendable, Hashable, Codable, CaseIterable {
    case letterboxd, imdb, trakt, marquee

    /// "Letterboxd", "IMDb", "Trakt", "Marquee".
    public var name: String {
        switch self {
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        case .trakt: "Trakt"
        case .marquee: "Marquee"
        }
    }
}

/// A dated viewing read from an export.
public struct ImportedViewing: Sendable, Hashable, Codable {
    public var film: ImportedFilm
    public var watchedOn: WatchDate
    public var rating: StarRating?
    /// The export said this was a rewatch (Marquee counts rewatches itself; kept for the summary).
    public var rewatch: Bool
    public var review: String?
    public var tags: [String]

    public init(film: ImportedFilm, watchedOn: WatchDate, rating: StarRating? = nil, rewatch: Bool = false, review: String? = nil, tags: [String] = []) {
        self.film = film
        self.watchedOn = watchedOn
        self.rating = rating
        self.rewatch = rewatch
        self.review = review
        self.tags = tags
    }
}

/// A rating of a film, with the day it was given when known.
public struct ImportedRating: Sendable, Hashable, Codable {
    public var film: ImportedFilm
    public var rating: StarRating
    public var ratedOn: WatchDate?

    public init(film: ImportedFilm, rating: StarRating, ratedOn: WatchDate? = nil) {
        self.film = film
        self.rating = rating
        self.ratedOn = ratedOn
    }
}

/// A film on a watchlist, loved or marked watched, with the day when known.
public struct ImportedMark: Sendable, Hashable, Codable {
    public var film: ImportedFilm
    public var on: WatchDate?

    public init(film: ImportedFilm, on: WatchDate? = nil) {
        self.film = film
        self.on = on
    }
}

/// A named list and its films in their order, each with the person's note.
public struct ImportedList: Sendable, Hashable, Codable {
    public var name: String
    public var description: String
    public var entries: [Entry]

    public struct Entry: Sendable, Hashable, Codable {
        public var film: ImportedFilm
        public var note: String

        public init(film: ImportedFilm, note: String = "") {
            self.film = film
            self.note = note
        }
    }

    public init(name: String, description: String = "", entries: [Entry] = []) {
        self.name = name
        self.description = description
        self.entries = entries
    }
}

/// A row of a file that could not be read: the file, its record (a CSV's header is record 1, and a
/// quoted field over several lines is one record; a JSON file's items count from 1), and why.
///
/// Its JSON holds the ``problem`` and, for a reader of `marquee import --json`, the ``reason``
/// in English.
public struct RejectedRow: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var problem: RowProblem

    public init(file: String, line: Int, problem: RowProblem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// Why the row could not be read, in `localizer`'s language.
    public func reason(in localizer: Localizer) -> String {
        problem.reason(in: localizer)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, problem, reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        // A job saved before problems were kept has its reason in English only.
        problem = try container.decodeIfPresent(RowProblem.self, forKey: .problem) ?? .unreadable
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(problem, forKey: .problem)
        try container.encode(reason(in: .english), forKey: .reason)
    }
}
