import MarqueeCore

/// The words of the sign-up screen (its fields are ``AccountFieldText``).
enum SignUpText: String, MessageKey {
    static let table = "signUp"

    /// The heading, the button and the page's title.
    case title
    /// "Already have an account?" before the link to log in.
    case haveAccount
    case logIn
}
