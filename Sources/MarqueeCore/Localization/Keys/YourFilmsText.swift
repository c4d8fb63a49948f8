/// The words of a person's own films that Core writes: the counts, a viewing's line, ratings
/// read aloud, the year's films of note, and why a viewing was refused (``ViewingError``).
public enum YourFilmsText: String, MessageKey {
    public static let table = "yourFilms"

    /// Counts, one entry per plural category: "3 films", "1 viewing".
    case films, viewings, ratings, hearts, lists, rows
    /// "Watched 12 March 2025", the film page's summary of the last viewing.
    case watchedOn
    /// "2nd time": the ordinal comes written in the language (``WatchDateText/ordinal(_:in:)``).
    case nthTime
    /// A rating read aloud: "half a star", "1 star", "3.5 stars".
    case halfAStar, oneStar, stars
    /// The year's note under its hours: "Running time unknown for 3 viewings".
    case runtimeUnknown
    /// The year's films of note.
    case longest, bestRated, firstOfYear, lastOfYear
    /// Why a viewing was refused (``ViewingError``).
    case notADate, dateInFuture, dateTooEarly, invalidRating, reviewTooLong, unknownFilm, notYourViewing
}
