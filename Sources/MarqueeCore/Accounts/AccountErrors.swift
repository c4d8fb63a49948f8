import Foundation

/// Why a sign-up was refused, in the order the form is checked.
public enum SignUpError: Error, Sendable, Equatable {
    /// Email, password or mobile number left empty.
    case incomplete
    case invalidEmail
    case password(PasswordProblem)
    case invalidMobile
    case noGender
    /// A first or last name longer than ``SignUpForm/maximumNameLength``.
    case nameTooLong
    case emailTaken
    /// Too many accounts made from one address lately.
    case tooManySignUps(retryAfter: Duration)

    /// The sentence shown next to the form.
    public var message: String {
        switch self {
        case .incomplete: "Please complete the form"
        case .invalidEmail: "Email is not valid"
        case .password(.breaksRule): "Password should contain one special character and minimum 8 character required"
        case .password(.tooLong): AccountMessages.passwordTooLong
        case .password(.tooCommon): AccountMessages.passwordTooCommon
        case .invalidMobile: "Mobile number is not valid"
        case .noGender: "Please select a gender"
        case .nameTooLong: "Names can have at most \(SignUpForm.maximumNameLength) characters"
        case .emailTaken: "Email already exists"
        case .tooManySignUps(let wait): "Too many sign-ups from this network. Try again in \(AccountMessages.minutes(wait))"
        }
    }
}

/// Why a log in was refused, in the order the form is checked.
public enum LogInError: Error, Sendable, Equatable {
    case emptyField
    case invalidEmail
    case breaksPasswordRule
    /// Too many failed log ins for the account or from the address lately.
    case tooManyAttempts(retryAfter: Duration)
    /// No account has this address, or its password is another: the same answer for both.
    case incorrect

    /// The sentence shown next to the form.
    public var message: String {
        switch self {
        case .emptyField: "All fields are required"
        case .invalidEmail: "Email is not valid"
        case .breaksPasswordRule: "Password should contain one special character and minimum 8 characters required"
        case .tooManyAttempts(let wait): "Too many attempts. Try again in \(AccountMessages.minutes(wait)), or log in from a browser you have used with this account before"
        case .incorrect: "Email or password is incorrect"
        }
    }
}

/// Why a new mobile number was refused.
public enum MobileChangeError: Error, Sendable, Equatable {
    case invalidMobile

    /// The sentence shown next to the form.
    public var message: String { "Mobile number is not valid" }
}

/// Why an account was not deleted.
public enum AccountDeletionError: Error, Sendable, Equatable {
    case emptyPassword
    case incorrectPassword
    case tooManyAttempts(retryAfter: Duration)

    /// The sentence shown next to the form.
    public var message: String {
        switch self {
        case .emptyPassword: "Enter your password to delete your account"
        case .incorrectPassword: "Password is incorrect"
        case .tooManyAttempts(let wait): "Too many attempts. Try again in \(AccountMessages.minutes(wait))"
        }
    }
}

/// Sentences shared by the account screens.
public enum AccountMessages {
    /// Shown once a new mobile number is saved.
    public static let mobileChanged = "Number was edited successfully"
    /// Shown on the log-in screen after an account is deleted.
    public static let accountDeleted = "Your account was deleted"
    /// Shown on the log-in screen after logging out.
    public static let loggedOut = "You have logged out"
    static let passwordTooLong = "Password can have at most 72 bytes (72 letters, fewer with accents or emoji)"
    static let passwordTooCommon = "This password is too common. Choose one that is harder to guess"

    /// "1 minute", "5 minutes": a wait rounded up to whole minutes, never less than one.
    static func minutes(_ wait: Duration) -> String {
        let count = max(1, Int((wait.timeInterval / 60).rounded(.up)))
        return count == 1 ? "1 minute" : "\(count) minutes"
    }
}
