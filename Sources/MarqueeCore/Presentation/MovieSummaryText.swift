import Foundation

/// The date line and the overview every card, row and details screen shows for a film, said
/// honestly for a film known only from TMDB's daily list of films.
public enum MovieSummaryText {
    /// The date line of a film whose details are not loaded yet.
    public static let detailsNotLoaded = "Details not loaded yet"
    /// The overview of such a film.
    public static let onlyTitleKnown = "Marquee knows only this film's title so far."
    /// The overview of a film TMDB has no summary for.
    public static let noOverview = "No overview is available for this film yet."

    /// "June 10, 2005", "Release date unknown", or ``detailsNotLoaded``.
    public static func dateLine(of movie: Movie) -> String {
        movie.hasDetails ? ReleaseDateText.long(movie.releaseDate) : detailsNotLoaded
    }

    /// The plot summary, or a sentence saying why there is none.
    public static func overview(of movie: Movie) -> String {
        guard movie.hasDetails else { return onlyTitleKnown }
        return movie.overview.isEmpty ? noOverview : movie.overview
    }
}
