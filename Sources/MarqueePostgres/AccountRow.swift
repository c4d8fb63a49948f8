import Foundation
import MarqueeCore
import PostgresNIO

/// Reads an account from a row of the `account` table.
enum AccountRow {
    static let columns = "account.id, account.email, account.first_name, account.last_name, account.mobile, account.gender, account.created_at, account.language"

    /// The domain value; nil for a row no valid account could have written. A language this
    /// version does not offer reads as none chosen.
    static func account(from row: PostgresRandomAccessRow) throws -> Account? {
        guard let email = EmailAddress(try row["email"].decode(String.self)),
              let mobile = MalaysianMobileNumber(e164: try row["mobile"].decode(String.self)),
              let gender = Gender(rawValue: try row["gender"].decode(String.self))
        else { return nil }
        return Account(
            id: AccountID(try row["id"].decode(Int64.self)), email: email, firstName: try row["first_name"].decode(String.self),
            lastName: try row["last_name"].decode(String.self), mobile: mobile, gender: gender,
            createdAt: try row["created_at"].decode(Date.self),
            language: try row["language"].decode(String?.self).flatMap(Language.init(code:))
        )
    }
}
