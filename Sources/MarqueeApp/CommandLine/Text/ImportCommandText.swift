import MarqueeCore

/// What `marquee import` prints.
public enum ImportCommandText: String, MessageKey {
    public static let table = "importCommand"

    /// A file that could not be read, and why.
    case cannotRead
    /// A failure's message, and that nothing was written.
    case nothingImported
    /// The step of matching the file's films to the catalog.
    case matchingFilms
    /// The step of reading the films' details.
    case readingDetails
    /// A step's progress: "Matching films: 3 of 10".
    case step
    /// What the file holds: its source, then the counts listed.
    case readFrom
    /// A count of viewings (a count key).
    case viewings
    /// A count of ratings (a count key).
    case ratings
    /// A count of films on the watchlist (a count key).
    case filmsToWatch
    /// A count of hearts (a count key).
    case hearts
    /// A count of films watched on no known day (a count key).
    case filmsMarkedWatched
    /// A count of lists (a count key).
    case lists
    /// How the file's films matched the catalog's.
    case films
    /// What was written, listed.
    case written
    /// The viewings written, and those kept already.
    case writtenViewings
    /// A count of films that matched none (a count key).
    case unmatchedKept
    /// A count of rows of series left out (a count key).
    case nonFilms
    /// A count of rows that could not be read (a count key).
    case rejected
    /// A row that could not be read: its file, its number and why.
    case rejectedRow
    /// How many more rows could not be read than are listed.
    case rejectedMore
}
