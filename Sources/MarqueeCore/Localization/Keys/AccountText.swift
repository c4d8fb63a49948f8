/// The words of accounts that Core writes: the seeds' validation messages (exact in English),
/// the notices after an account changes, Home's greeting and the genders.
public enum AccountText: String, MessageKey {
    public static let table = "account"

    // Sign up, in the order the form is checked.
    case incomplete, invalidEmail
    /// The seed's password rule at sign-up ("…minimum 8 character required").
    case signUpPasswordRule
    case passwordTooLong, passwordTooCommon, invalidMobile, noGender
    /// `%@`: the longest name, as a number.
    case nameTooLong
    case emailTaken
    /// `%@`: the wait, as ``minutes`` writes it.
    case tooManySignUps

    // Log in, in the order the form is checked.
    case emptyField
    /// The seed's password rule at log in ("…minimum 8 characters required").
    case logInPasswordRule
    /// `%@`: the wait, as ``minutes`` writes it.
    case tooManyLogIns
    case incorrect

    // Deleting the account.
    case emptyPassword, incorrectPassword
    /// `%@`: the wait, as ``minutes`` writes it.
    case tooManyAttempts

    // Notices after a change.
    case mobileChanged, accountDeleted, loggedOut

    /// A wait in whole minutes, counted ("1 minute", "5 minutes").
    case minutes

    /// Home's heading: `%@` is the first name.
    case greeting
    /// Home's heading when no first name was given.
    case anonymousGreeting

    // The genders, as the sign-up form lists them.
    case female, male, unspecified
}
