import MarqueeCore

/// The words of Your films' pages: the tabs, the diary, the watchlist, the ratings, the year,
/// and a film page's own part (want to watch, the log form, the viewings).
enum YourFilmsPageText: String, MessageKey {
    static let table = "yourFilmsPage"

    /// The heading of every tab, and the tabs' name for screen readers.
    case heading, tabs
    /// The tabs, and the pages' titles.
    case diary, watchlist, ratings, year, lists, favorites, importExport
    /// A year's page title: "Your 2026".
    case yourYear
    /// A form that saved nothing: its page's title and heading, and `%@` the reason before the way back.
    case notSaved, notSavedMessage
    /// The diary.
    case diaryEmpty, olderViewings
    /// The watchlist: empty, its order and genre, "Show".
    case watchlistEmpty, sortBy, sortReleased, sortAdded, sortRuntime, sortPopularity, genre, allGenres, show, noFilmOfGenre
    /// The ratings: empty, the chart's title.
    case ratingsEmpty, filmsAtEachRating
    /// The charts' headings.
    case rating, films, viewings, month, hours
    /// A chart's figures as a table.
    case asTable
    /// The year: "Your 2026 in films", empty, its charts and its leaders.
    case yearTitle, yearEmpty, filmsPerMonth, yourRatings, topGenres, topDirectors, topActors, filmsOfNote
    /// A film page's part: its heading, the summary's stars, the buttons and forms.
    case yourFilm, yourRating, wantToWatch, addToList, logAViewing, logIt, yourViewings, edit, save, delete, undo, rewatch
    /// What the film page says was just done.
    case logged, loggedOffWatchlist, viewingDeleted
    /// The marks of a card or a row.
    case watched, onWatchlist
    /// The log form's fields.
    case dateWatched, noRating, review, reviewHint
}
