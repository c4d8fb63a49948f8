/// The words of a film's facts on its page: its running time, ratings, poster and people.
/// (Its date and overview are ``FilmSummaryText``'s, shared with cards and rows.)
public enum FilmText: String, MessageKey {
    public static let table = "film"

    /// A running time of hours and minutes ("2h 32m"): the hours, then the minutes.
    case runtimeHoursMinutes
    /// A running time of whole hours: "1h".
    case runtimeHours
    /// A running time under an hour: "45m".
    case runtimeMinutes
    /// A count of users' votes: "32,000 votes".
    case votes
    /// The critics' score out of 100: "Critics 94/100".
    case criticScore
    /// The part of a director among a film's people.
    case director
}
