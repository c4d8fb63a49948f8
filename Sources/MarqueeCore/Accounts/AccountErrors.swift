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

    /// The sentence shown next to the form, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .incomplete: localizer[AccountText.incomplete]
        case .invalidEmail: localizer[AccountText.invalidEmail]
        case .password(.breaksRule): localizer[AccountText.signUpPasswordRule]
        case .password(.tooLong): localizer[AccountText.passwordTooLong]
        case .password(.tooCommon): localizer[AccountText.passwordTooCommon]
        case .invalidMobile: localizer[AccountText.invalidMobile]
        case .noGender: localizer[AccountText.noGender]
        case .nameTooLong: localizer(AccountText.nameTooLong, localizer.number(SignUpForm.maximumNameLength))
        case .emailTaken: localizer[AccountText.emailTaken]
        case .tooManySignUps(let wait): localizer(AccountText.tooManySignUps, AccountMessages.minutes(wait, in: localizer))
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

    /// The sentence shown next to the form, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .emptyField: localizer[AccountText.emptyField]
        case .invalidEmail: localizer[AccountText.invalidEmail]
        case .breaksPasswordRule: localizer[AccountText.logInPasswordRule]
        case .tooManyAttempts(let wait): localizer(AccountText.tooManyLogIns, AccountMessages.minutes(wait, in: localizer))
        case .incorrect: localizer[AccountText.incorrect]
        }
    }
}

/// Why a new mobile number was refused.
public enum MobileChangeError: Error, Sendable, Equatable {
    case invalidMobile

    /// The sentence shown next to the form, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String { localizer[AccountText.invalidMobile] }
}

/// Why an account was not deleted.
public enum AccountDeletionError: Error, Sendable, Equatable {
    case emptyPassword
    case incorrectPassword
    case tooManyAttempts(retryAfter: Duration)

    /// The sentence shown next to the form, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch self {
        case .emptyPassword: localizer[AccountText.emptyPassword]
        case .incorrectPassword: localizer[AccountText.incorrectPassword]
        case .tooManyAttempts(let wait): localizer(AccountText.tooManyAttempts, AccountMessages.minutes(wait, in: localizer))
        }
    }
}

/// Words shared by the account messages.
enum AccountMessages {
    /// "1 minute", "5 minutes": a wait rounded up to whole minutes, never less than one.
    static func minutes(_ wait: Duration, in localizer: Localizer) -> String {
        localizer.count(max(1, Int((wait.timeInterval / 60).rounded(.up))), AccountText.minutes)
    }
}
