import Foundation

/// What a log of a viewing writes: which film, the day, and the person's rating and review.
public struct ViewingEntry: Sendable, Hashable {
    /// The viewing's name; logging the same name again edits it.
    public let id: ViewingID
    /// The film watched.
    public let film: TrackedFilm
    /// The day watched.
    public let watchedOn: WatchDate
    /// The rating given with this viewing, if any.
    public let rating: StarRating?
    /// The review, at most ``Review/maximumLength`` characters; nil when none.
    public let review: String?

    /// A viewing of `film` on `watchedOn`.
    public init(id: ViewingID, film: TrackedFilm, watchedOn: WatchDate, rating: StarRating? = nil, review: String? = nil) {
        self.id = id
        self.film = film
        self.watchedOn = watchedOn
        self.rating = rating
        self.review = review
    }
}

/// One viewing in a person's diary.
public struct Viewing: Sendable, Hashable, Identifiable {
    /// The viewing's name.
    public let id: ViewingID
    /// The film, as kept.
    public let movie: Movie
    /// The day watched.
    public let watchedOn: WatchDate
    /// The rating given with this viewing, if any.
    public let rating: StarRating?
    /// The review, if any.
    public let review: String?
    /// When it was logged (orders two viewings of one day).
    public let loggedAt: Date
    /// Which time of watching this film it was: 1 the first, 2 the second (by day watched, then
    /// by when logged).
    public let ordinal: Int

    /// A viewing as the store reads it.
    public init(id: ViewingID, movie: Movie, watchedOn: WatchDate, rating: StarRating?, review: String?, loggedAt: Date, ordinal: Int) {
        self.id = id
        self.movie = movie
        self.watchedOn = watchedOn
        self.rating = rating
        self.review = review
        self.loggedAt = loggedAt
        self.ordinal = ordinal
    }

    /// Whether the film had been watched before: a later viewing is a rewatch by itself.
    public var isRewatch: Bool { ordinal > 1 }
}

/// A film on a person's watchlist.
public struct WatchlistEntry: Sendable, Hashable {
    /// The film, as kept when it was added.
    public let film: TrackedFilm
    /// When it was added.
    public let addedAt: Date

    /// `film`, added at `addedAt`.
    public init(film: TrackedFilm, addedAt: Date) {
        self.film = film
        self.addedAt = addedAt
    }
}

/// A film a person rated, with the latest rating they gave it.
public struct RatedFilm: Sendable, Hashable {
    /// The film.
    public let movie: Movie
    /// The latest rating given.
    public let rating: StarRating
    /// The day of the viewing that gave it.
    public let ratedOn: WatchDate

    /// `movie`, rated `rating` on `ratedOn`.
    public init(movie: Movie, rating: StarRating, ratedOn: WatchDate) {
        self.movie = movie
        self.rating = rating
        self.ratedOn = ratedOn
    }
}

/// What cards and rows show of a person's film: a watched tick, the watchlist mark, the rating.
public struct FilmMarks: Sendable, Hashable {
    /// Whether the person logged a viewing of it.
    public var watched: Bool
    /// Whether it is on their watchlist.
    public var onWatchlist: Bool
    /// The latest rating given, if any.
    public var rating: StarRating?

    /// The marks of a film.
    public init(watched: Bool = false, onWatchlist: Bool = false, rating: StarRating? = nil) {
        self.watched = watched
        self.onWatchlist = onWatchlist
        self.rating = rating
    }

    /// No mark at all.
    public static let none = FilmMarks()
}
