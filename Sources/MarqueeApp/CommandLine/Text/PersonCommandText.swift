import MarqueeCore

/// What `marquee person ID` prints.
public enum PersonCommandText: String, MessageKey {
    public static let table = "personCommand"

    /// The heading of the films they play in.
    case acting
    /// The heading of the films they directed.
    case directing
    /// A film and the part they play in it.
    case role
    /// A person none of whose films the catalog holds.
    case noFilms
    /// No person has the id given.
    case notFound
}
