/// The words of a film's card and row in every list: the poster's description and the heart's name.
public enum FilmCardText: String, MessageKey {
    public static let table = "filmCard"

    /// `%@`: the film's title, as the poster's alternative text.
    case posterAlt
    /// `%@`: the film's title, as the heart button's name (its pressed state says whether it is one).
    case favorite
}
