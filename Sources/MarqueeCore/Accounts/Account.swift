import Foundation

/// The number of an account, given by the store.
public struct AccountID: Sendable, Hashable, CustomStringConvertible {
    /// The store's key.
    public let rawValue: Int64

    /// Wraps the store's key.
    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public var description: String { String(rawValue) }
}

/// A person's account.
public struct Account: Sendable, Equatable {
    public let id: AccountID
    public let email: EmailAddress
    public let firstName: String
    public let lastName: String
    public let mobile: MalaysianMobileNumber
    public let gender: Gender
    public let createdAt: Date
    /// The language the person chose to read Marquee in, on every browser they log in on; nil
    /// until they choose one.
    public var language: Language?

    /// Creates an account as the store read it.
    public init(
        id: AccountID, email: EmailAddress, firstName: String, lastName: String,
        mobile: MalaysianMobileNumber, gender: Gender, createdAt: Date, language: Language? = nil
    ) {
        self.id = id
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.mobile = mobile
        self.gender = gender
        self.createdAt = createdAt
        self.language = language
    }

    /// Whose favorites and history the account's are.
    public var owner: OwnerID { OwnerID("account:\(id.rawValue)") }
}

/// An account about to be stored: what the sign-up form gave, with the password's hash.
public struct NewAccount: Sendable, Equatable {
    public let email: EmailAddress
    public let passwordHash: String
    public let firstName: String
    public let lastName: String
    public let mobile: MalaysianMobileNumber
    public let gender: Gender
    public let createdAt: Date

    /// Gathers the fields of a new account.
    public init(
        email: EmailAddress, passwordHash: String, firstName: String, lastName: String,
        mobile: MalaysianMobileNumber, gender: Gender, createdAt: Date
    ) {
        self.email = email
        self.passwordHash = passwordHash
        self.firstName = firstName
        self.lastName = lastName
        self.mobile = mobile
        self.gender = gender
        self.createdAt = createdAt
    }
}
