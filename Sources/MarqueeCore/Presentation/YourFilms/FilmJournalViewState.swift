import Foundation

/// What a film's page shows of the person's own film: the watchlist mark, a line saying what
/// they did ("Watched 12 March 2025 · ★★★½ · 2nd time"), their viewings, and the log form.
public struct FilmJournalViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let movieID: Int
    /// The film's title, for labels.
    public let title: String
    /// Whether the film is on the watchlist.
    public let isOnWatchlist: Bool
    /// What the person did, "Watched 12 March 2025 · ★★★½ · 2nd time", in parts: the last day
    /// watched (nil before the first viewing), the film's rating (the latest given) and "2nd
    /// time" (nil for the first); the page names the stars for a screen reader.
    public let lastWatched: String?
    public let rating: StarRating?
    public let timesWatched: String?
    /// Every viewing, the latest first.
    public let viewings: [ViewingRowViewState]
    /// A new viewing's name, for the log form (a form sent twice logs one viewing).
    public let newViewingID: ViewingID
    /// The day the log form starts at: Marquee's day in UTC (the page script puts the browser's
    /// own today there).
    public let today: WatchDate
    /// The latest day the form offers: today somewhere on Earth (UTC+14).
    public let latest: WatchDate

    /// The page's part for `viewings` of the film (the latest first) and its watchlist mark, in
    /// `localizer`'s language.
    public init(movie: Movie, viewings: [Viewing], isOnWatchlist: Bool, now: Date, localizer: Localizer, newViewingID: ViewingID = .make()) {
        movieID = movie.id
        title = movie.title
        self.isOnWatchlist = isOnWatchlist
        self.viewings = viewings.map { ViewingRowViewState($0, localizer: localizer) }
        let rating = viewings.lazy.compactMap(\.rating).first
        self.rating = rating
        lastWatched = viewings.first.map { localizer(YourFilmsText.watchedOn, WatchDateText.long($0.watchedOn, in: localizer)) }
        timesWatched = viewings.count > 1 ? localizer(YourFilmsText.nthTime, WatchDateText.ordinal(viewings.count, in: localizer)) : nil
        self.newViewingID = newViewingID
        today = WatchDate(now, in: TimeZone(identifier: "UTC") ?? .current)
        latest = WatchDateRule(now: now, personsToday: nil).today
    }
}

/// One viewing as a list shows it.
public struct ViewingRowViewState: Sendable, Hashable {
    /// The viewing's name, for its edit and delete forms.
    public let id: ViewingID
    /// The film.
    public let movieID: Int
    public let title: String
    /// The film's poster and its alternative text.
    public let poster: Artwork
    public let posterAlt: String
    /// "12 March 2025", and the day as `YYYY-MM-DD`.
    public let date: String
    public let day: WatchDate
    /// The rating, when given with this viewing.
    public let rating: StarRating?
    /// The review, when written.
    public let review: String?
    /// Whether the film had been watched before.
    public let isRewatch: Bool
    /// "1972 · Not matched yet" for a film an import named that matched none of the catalog's.
    public let unmatchedLine: String?

    /// The row of `viewing`, in `localizer`'s language.
    public init(_ viewing: Viewing, localizer: Localizer) {
        id = viewing.id
        movieID = viewing.movie.id
        title = viewing.movie.title
        poster = .poster(of: viewing.movie)
        posterAlt = localizer(FilmCardText.posterAlt, viewing.movie.title)
        date = WatchDateText.long(viewing.watchedOn, in: localizer)
        day = viewing.watchedOn
        rating = viewing.rating
        review = viewing.review
        isRewatch = viewing.isRewatch
        unmatchedLine = viewing.movie.isMatched ? nil : MovieSummaryText.unmatchedLine(of: viewing.movie, in: localizer)
    }
}
