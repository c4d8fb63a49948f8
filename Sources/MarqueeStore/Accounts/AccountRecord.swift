import Foundation
import GRDB
import MarqueeCore

/// A row of the `account` table.
struct AccountRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "account"

    var id: Int64?
    var email: String
    var passwordHash: String
    var firstName: String
    var lastName: String
    /// E.164, `+60123456789`.
    var mobile: String
    var gender: String
    var createdAt: Date
    /// The code of the language chosen (`ms`); nil until one is.
    var language: String?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let email = Column(CodingKeys.email)
        static let passwordHash = Column(CodingKeys.passwordHash)
        static let mobile = Column(CodingKeys.mobile)
        static let createdAt = Column(CodingKeys.createdAt)
        static let language = Column(CodingKeys.language)
    }

    init(_ account: NewAccount) {
        email = account.email.value
        passwordHash = account.passwordHash
        firstName = account.firstName
        lastName = account.lastName
        mobile = account.mobile.e164
        gender = account.gender.rawValue
        createdAt = account.createdAt
        language = nil
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The domain value; nil for a row no valid account could have written. A language this
    /// version does not offer reads as none chosen.
    var account: Account? {
        guard let id, let email = EmailAddress(email), let mobile = MalaysianMobileNumber(e164: mobile),
              let gender = Gender(rawValue: gender)
        else { return nil }
        return Account(id: AccountID(id), email: email, firstName: firstName, lastName: lastName, mobile: mobile, gender: gender, createdAt: createdAt,
                       language: language.flatMap(Language.init(code:)))
    }
}
