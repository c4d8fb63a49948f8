/// The words every card, row and details screen says about a film whose facts are missing
/// (``MovieSummaryText``, ``ReleaseDateText``).
public enum FilmSummaryText: String, MessageKey {
    public static let table = "filmSummary"

    /// A film whose date TMDB does not know.
    case releaseDateUnknown
    /// The date line of a film known only from TMDB's daily list of films.
    case detailsNotLoaded
    /// The overview of such a film.
    case onlyTitleKnown
    /// The overview of a film TMDB has no summary for.
    case noOverview
    /// The overview of a film an import named that matched none of the catalog's.
    case notMatched
    /// The quiet mark of such a film ("1972 · Not matched yet").
    case notMatchedYet
}
