/// What Home shows: the person's names, email and mobile number as Malaysians write it.
public struct AccountHomeViewState: Sendable, Equatable {
    /// "Hello, Ana", or "Your account" when no first name was given.
    public let greeting: String
    public let firstName: String
    public let lastName: String
    public let email: String
    /// `012-345 6789`.
    public let mobile: String

    /// The state of `account`'s Home, its greeting in `localizer`'s language.
    public init(account: Account, localizer: Localizer) {
        greeting = account.firstName.isEmpty ? localizer[AccountText.anonymousGreeting] : localizer(AccountText.greeting, account.firstName)
        firstName = account.firstName
        lastName = account.lastName
        email = account.email.value
        mobile = account.mobile.formatted
    }
}
