import Foundation

/// What an import writes, once the person has picked among the candidates: each film resolved
/// to a film of the catalog or kept by its name and year (``PlannedFilm``), and the export's
/// viewings, ratings, watched marks, watchlist and hearts as Marquee keeps them.
///
/// Marquee keeps a rating with a viewing, so a rating given apart from one goes to the film's
/// latest imported viewing when it has one unrated, and otherwise becomes a viewing of the day
/// it was given (a film marked watched without a day likewise, of the day it was marked). Those
/// are written only when the person has no viewing of the film that says as much already
/// (``PlannedViewing/unlessKnown``), so importing the same file again adds nothing twice.
public struct ImportPlan: Sendable, Hashable {
    public var viewings: [PlannedViewing] = []
    public var watchlist: [PlannedMark] = []
    public var hearts: [PlannedMark] = []
    public var lists: [PlannedList] = []

    public init(viewings: [PlannedViewing] = [], watchlist: [PlannedMark] = [], hearts: [PlannedMark] = [], lists: [PlannedList] = []) {
        self.viewings = viewings
        self.watchlist = watchlist
        self.hearts = hearts
        self.lists = lists
    }

    /// The plan of `preview`, with `picks` (the catalog's id chosen for a film that fit several;
    /// a film left without a pick is kept by its name and year). `today` dates a rating or
    /// watched mark the export gives no day for.
    public init(_ preview: ImportPreview, picks: [ImportedFilm: Int] = [:], today: WatchDate) {
        let resolved = Dictionary(uniqueKeysWithValues: preview.matches.map { film, match in
            (film, PlannedFilm(film, match: match, pick: picks[film]))
        })
        func film(_ imported: ImportedFilm) -> PlannedFilm { resolved[imported] ?? PlannedFilm(imported, match: .none, pick: nil) }
        let batch = preview.batch
        var viewings = batch.viewings.map {
            PlannedViewing(film: film($0.film), watchedOn: $0.watchedOn, rating: $0.rating, review: $0.review)
        }
        var byFilm: [PlannedFilm: [Int]] = [:]
        for (index, viewing) in viewings.enumerated() { byFilm[viewing.film, default: []].append(index) }
        for rating in batch.ratings {
            let planned = film(rating.film), indices = byFilm[planned] ?? []
            if indices.contains(where: { viewings[$0].rating != nil }) { continue }
            if let latest = indices.max(by: { viewings[$0].watchedOn < viewings[$1].watchedOn }) {
                viewings[latest].rating = rating.rating
                continue
            }
            byFilm[planned] = [viewings.count]
            viewings.append(PlannedViewing(film: planned, watchedOn: rating.ratedOn ?? today, rating: rating.rating, unlessKnown: true))
        }
        for mark in batch.watched where byFilm[film(mark.film)] == nil {
            byFilm[film(mark.film)] = [viewings.count]
            viewings.append(PlannedViewing(film: film(mark.film), watchedOn: mark.on ?? today, unlessKnown: true))
        }
        self.init(
            viewings: viewings, watchlist: batch.watchlist.map { PlannedMark(film: film($0.film), on: $0.on) },
            hearts: batch.hearts.map { PlannedMark(film: film($0.film), on: $0.on) },
            lists: batch.lists.map { list in
                PlannedList(name: list.name, description: list.description, entries: list.entries.map { (film($0.film), $0.note) })
            }
        )
    }
}

/// A film an import writes: one of the catalog's, or one known only by its name and year until
/// it is matched.
public enum PlannedFilm: Sendable, Hashable {
    case film(TrackedFilm)
    /// Not matched (yet): kept by its title and year.
    case unmatched(title: String, year: Int?)

    init(_ imported: ImportedFilm, match: FilmMatch, pick: Int?) {
        switch match {
        case let .one(movie): self = .film(TrackedFilm(movie: movie))
        case let .several(movies):
            if let movie = movies.first(where: { $0.id == pick }) {
                self = .film(TrackedFilm(movie: movie))
            } else {
                self = .unmatched(title: imported.title, year: imported.year)
            }
        case .none: self = .unmatched(title: imported.title, year: imported.year)
        }
    }
}

/// A viewing an import writes.
public struct PlannedViewing: Sendable, Hashable {
    public var film: PlannedFilm
    public var watchedOn: WatchDate
    public var rating: StarRating?
    public var review: String?
    /// Written only when the person has no viewing of the film with this rating (or, without a
    /// rating, none at all): a rating or watched mark the export gives apart from a viewing.
    public var unlessKnown: Bool

    public init(film: PlannedFilm, watchedOn: WatchDate, rating: StarRating? = nil, review: String? = nil, unlessKnown: Bool = false) {
        self.film = film
        self.watchedOn = watchedOn
        self.rating = rating
        // Kept whole: another service's review may be longer than Marquee's form takes.
        self.review = review.flatMap { $0.isEmpty ? nil : $0 }
        self.unlessKnown = unlessKnown
    }
}

/// A film an import puts on the watchlist or among the hearts, with the day when known.
public struct PlannedMark: Sendable, Hashable {
    public var film: PlannedFilm
    public var on: WatchDate?

    public init(film: PlannedFilm, on: WatchDate? = nil) {
        self.film = film
        self.on = on
    }
}

/// A named list an import writes, its films in order with their notes. Written again, it is the
/// same list (``FilmListID/imported(_:owner:)``): its name and description are kept, and only films
/// it does not have yet are added, at its end.
public struct PlannedList: Sendable, Hashable {
    public var name: String
    public var description: String
    public var entries: [Entry]

    public struct Entry: Sendable, Hashable {
        public var film: PlannedFilm
        public var note: String
    }

    public init(name: String, description: String, entries: [(film: PlannedFilm, note: String)]) {
        self.name = String(name.prefix(FilmLists.maximumName))
        self.description = String(description.prefix(FilmLists.maximumDescription))
        self.entries = entries.map { Entry(film: $0.film, note: String($0.note.prefix(FilmLists.maximumNote))) }
    }
}

/// What an import wrote.
public struct ImportResult: Sendable, Hashable, Codable {
    /// Viewings written.
    public var viewingsAdded = 0
    /// Viewings the person had already (a file imported again): not written twice.
    public var viewingsAlreadyKept = 0
    public var watchlistAdded = 0
    public var heartsAdded = 0
    /// Films written by name and year, to be matched later.
    public var filmsUnmatched = 0
    /// Lists written (made, or found again and given the films they did not have).
    public var lists = 0

    public init(viewingsAdded: Int = 0, viewingsAlreadyKept: Int = 0, watchlistAdded: Int = 0, heartsAdded: Int = 0, filmsUnmatched: Int = 0,
                lists: Int = 0) {
        self.lists = lists
        self.viewingsAdded = viewingsAdded
        self.viewingsAlreadyKept = viewingsAlreadyKept
        self.watchlistAdded = watchlistAdded
        self.heartsAdded = heartsAdded
        self.filmsUnmatched = filmsUnmatched
    }
}
