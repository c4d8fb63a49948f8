import Foundation

/// Writes release dates the way a person reads them: "June 10, 2005".
public enum ReleaseDateText {
    private static let months = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// What a row shows for a film whose date TMDB does not know.
    public static let unknown = "Release date unknown"

    /// The long form of `date`, or ``unknown`` when there is none.
    public static func long(_ date: ReleaseDate?) -> String {
        guard let date else { return unknown }
        return "\(months[date.month - 1]) \(date.day), \(date.year)"
    }

    /// The long form of `date` as `localizer`'s language writes it ("June 10, 2005",
    /// "10 Jun 2005"), or its words for an unknown date.
    public static func long(_ date: ReleaseDate?, in localizer: Localizer) -> String {
        guard let date else { return localizer[FilmSummaryText.releaseDateUnknown] }
        return CalendarWords.of(localizer.language).long(year: date.year, month: date.month, day: date.day)
    }
}
