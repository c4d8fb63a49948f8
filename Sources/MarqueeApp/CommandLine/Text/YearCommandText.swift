import MarqueeCore

/// What `marquee year` prints.
public enum YearCommandText: String, MessageKey {
    public static let table = "yearCommand"

    /// A year out of range.
    case invalidYear
    /// A year without viewings.
    case nothingLogged
    /// The years that have viewings, after a year without.
    case yearsWithViewings
    /// The year's heading.
    case heading
    /// The year's films, viewings and hours.
    case totals
    /// The heading of the chart of months.
    case filmsPerMonth
    /// The heading of the chart of ratings.
    case yourRatings
    /// The heading of the genres watched most.
    case topGenres
    /// The heading of the directors watched most.
    case topDirectors
    /// The heading of the actors watched most.
    case topActors
    /// The heading of the longest, best rated, first and last films.
    case filmsOfNote
}
