import MarqueeCore

/// The command line's words shared by its commands.
public enum CommandLineText: String, MessageKey {
    public static let table = "commandLine"

    /// `--language` given a language Marquee does not speak.
    case unknownLanguage
    /// A release date not known, in a list of films.
    case unknown
    /// A film known by its id alone: "Film 949".
    case film
    /// A title quoted in a sentence: “Heat”.
    case quoted
    /// No film has the id given.
    case noFilm
    /// No account has the email given.
    case noAccount
}
