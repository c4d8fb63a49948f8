/// The words of a person's facts (``PersonViewState``).
public enum PersonText: String, MessageKey {
    public static let table = "person"

    /// `%@`: the field they are known for ("Acting"), named by ``DepartmentText``.
    case knownFor
    /// `%@`: their birthday.
    case born
    /// `%@`: where they were born.
    case bornIn
    /// "Born %1$@ in %2$@": their birthday and birthplace.
    case bornOnIn
    /// `%@`: the day they died.
    case died
    /// `%@`: the character they played.
    case asCharacter
}
