import MarqueeCore

/// The words of the log-in screen.
enum LogInText: String, MessageKey {
    static let table = "logIn"

    /// The heading, the button and the page's title.
    case title
    case email, password
    /// "New to Marquee?" before the link to sign up.
    case newHere
    case signUp
}
