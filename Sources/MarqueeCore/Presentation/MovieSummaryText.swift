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

    /// The overview of a film an import named that matched none of the catalog's.
    public static let notMatched = "Imported by its name and year, and not matched to a film of the catalog yet: choose it to find which film it is."

    /// "June 10, 2005", "Release date unknown", ``detailsNotLoaded``, or for a film not matched
    /// yet its year alone and ``unmatchedMark`` ("1972 · Not matched yet").
    public static func dateLine(of movie: Movie) -> String {
        guard movie.isMatched else { return unmatchedLine(of: movie) }
        return movie.hasDetails ? ReleaseDateText.long(movie.releaseDate) : detailsNotLoaded
    }

    /// The quiet mark of a film an import named that matched none of the catalog's.
    public static let unmatchedMark = "Not matched yet"

    /// "1972 · Not matched yet", or the mark alone without a year.
    public static func unmatchedLine(of movie: Movie) -> String {
        movie.releaseDate.map { "\($0.year) · \(unmatchedMark)" } ?? unmatchedMark
    }

    /// The plot summary, or a sentence saying why there is none.
    public static func overview(of movie: Movie) -> String {
        guard movie.isMatched else { return notMatched }
        guard movie.hasDetails else { return onlyTitleKnown }
        return movie.overview.isEmpty ? noOverview : movie.overview
    }

    /// ``dateLine(of:)`` in `localizer`'s language.
    public static func dateLine(of movie: Movie, in localizer: Localizer) -> String {
        guard movie.isMatched else { return unmatchedLine(of: movie, in: localizer) }
        return movie.hasDetails ? ReleaseDateText.long(movie.releaseDate, in: localizer) : localizer[FilmSummaryText.detailsNotLoaded]
    }

    /// ``unmatchedLine(of:)`` in `localizer`'s language.
    public static func unmatchedLine(of movie: Movie, in localizer: Localizer) -> String {
        let mark = localizer[FilmSummaryText.notMatchedYet]
        return movie.releaseDate.map { "\($0.year) · \(mark)" } ?? mark
    }

    /// ``overview(of:)`` in `localizer`'s language: the film's own summary as it came, or a
    /// sentence saying why there is none.
    public static func overview(of movie: Movie, in localizer: Localizer) -> String {
        guard movie.isMatched else { return localizer[FilmSummaryText.notMatched] }
        guard movie.hasDetails else { return localizer[FilmSummaryText.onlyTitleKnown] }
        return movie.overview.isEmpty ? localizer[FilmSummaryText.noOverview] : movie.overview
    }
}
