/// The words of choosing a language.
public enum LanguageText: String, MessageKey {
    public static let table = "language"

    /// The chooser's label.
    case label
    /// The chooser's button, for a browser without scripts.
    case apply
    /// The notice once the language is changed.
    case changed
    /// A language that is not offered, sent by hand.
    case unknown
}
