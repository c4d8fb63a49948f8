import Foundation
import GRDB
import MarqueeCore

/// The accounts, in the `account` table; deleting one deletes what it owns in the same
/// transaction.
public struct SQLiteAccountStore: AccountStore {
    private let database: AppDatabase

    /// Keeps the accounts in `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func create(_ account: NewAccount) async throws -> Account {
        do {
            return try await database.writer.write { db in
                var record = AccountRecord(account)
                try record.insert(db)
                guard let stored = record.account else { throw DatabaseError(message: "account \(account.email.masked) did not read back") }
                return stored
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw AccountStoreError.emailTaken
        }
    }

    public func credentials(for email: EmailAddress) async throws -> (account: Account, passwordHash: String)? {
        try database.readStatement { db in
            guard let record = try AccountRecord.filter(AccountRecord.Columns.email == email.value).fetchOne(db),
                  let account = record.account
            else { return nil }
            return (account, record.passwordHash)
        }
    }

    public func passwordHash(of id: AccountID) async throws -> String? {
        try database.readStatement { db in
            try String.fetchOne(db, AccountRecord.select(AccountRecord.Columns.passwordHash).filter(key: id.rawValue))
        }
    }

    public func updateMobile(_ mobile: MalaysianMobileNumber, of id: AccountID) async throws {
        try await database.writer.write { db in
            _ = try AccountRecord.filter(key: id.rawValue).updateAll(db, AccountRecord.Columns.mobile.set(to: mobile.e164))
        }
    }

    public func updateLanguage(_ language: Language, of id: AccountID) async throws {
        try await database.writer.write { db in
            _ = try AccountRecord.filter(key: id.rawValue).updateAll(db, AccountRecord.Columns.language.set(to: language.code))
        }
    }

    @discardableResult
    public func delete(_ id: AccountID) async throws -> Bool {
        let owner = OwnerID("account:\(id.rawValue)").rawValue
        return try await database.writer.write { db in
            // Sessions go with the account (ON DELETE CASCADE); favorites and history are keyed
            // by owner, not by a foreign key, since visitors own them too.
            try db.execute(sql: "DELETE FROM favorite WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM viewing WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM yearTally WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM watchlist WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM changeClock WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM searchHistory WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM gallerySearch WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM importJob WHERE ownerID = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM filmList WHERE ownerID = ?", arguments: [owner])
            return try AccountRecord.deleteOne(db, key: id.rawValue)
        }
    }

    public func allAccounts() async throws -> [Account] {
        try await database.writer.read { db in
            try AccountRecord.order(AccountRecord.Columns.createdAt, AccountRecord.Columns.id).fetchAll(db).compactMap(\.account)
        }
    }
}
