import Foundation

/// Everything a person keeps in Marquee, gathered for one download: every viewing (with its
/// rating and review), the watchlist, the hearts, the latest rating of each film and the lists. Adapters
/// write it as files (`MarqueeImport`'s ``YourFilmsExport`` writer: Letterboxd's columns and
/// one JSON file); importing those files into a new account gives the same films, days and
/// ratings back.
public struct YourFilmsExport: Sendable, Hashable {
    /// When it was gathered.
    public var exportedAt: Date
    /// Every visible viewing, the latest first.
    public var viewings: [Viewing]
    /// The watchlist, the latest added first.
    public var watchlist: [WatchlistEntry]
    /// The hearts, the latest first.
    public var favorites: [FavoriteMovie]
    /// Each rated film with its latest rating.
    public var ratings: [RatedFilm]
    /// The lists, the latest changed first.
    public var lists: [FilmList]

    public init(exportedAt: Date, viewings: [Viewing] = [], watchlist: [WatchlistEntry] = [], favorites: [FavoriteMovie] = [],
                ratings: [RatedFilm] = [], lists: [FilmList] = []) {
        self.lists = lists
        self.exportedAt = exportedAt
        self.viewings = viewings
        self.watchlist = watchlist
        self.favorites = favorites
        self.ratings = ratings
    }
}
