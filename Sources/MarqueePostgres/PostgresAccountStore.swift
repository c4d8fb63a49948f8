import Foundation
import MarqueeCore
import PostgresNIO

/// The accounts in the `account` table; deleting one deletes what it owns in the same
/// transaction.
public struct PostgresAccountStore: AccountStore {
    private let database: PostgresDatabase

    /// Keeps the accounts in `database`.
    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func create(_ account: NewAccount) async throws -> Account {
        do {
            let rows = try await database.query("""
                INSERT INTO account (email, password_hash, first_name, last_name, mobile, gender, created_at)
                VALUES (\(account.email.value), \(account.passwordHash), \(account.firstName), \(account.lastName),
                        \(account.mobile.e164), \(account.gender.rawValue), \(account.createdAt))
                RETURNING \(unescaped: AccountRow.columns)
                """)
            for try await row in rows {
                if let stored = try AccountRow.account(from: row.makeRandomAccess()) { return stored }
            }
            throw PostgresStoreError.didNotReadBack("account \(account.email.masked)")
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresStoreError.uniqueViolation {
            throw AccountStoreError.emailTaken
        }
    }

    public func credentials(for email: EmailAddress) async throws -> (account: Account, passwordHash: String)? {
        let rows = try await database.query("""
            SELECT \(unescaped: AccountRow.columns), account.password_hash FROM account WHERE email = \(email.value)
            """)
        for try await row in rows {
            let access = row.makeRandomAccess()
            guard let account = try AccountRow.account(from: access) else { return nil }
            return (account, try access["password_hash"].decode(String.self))
        }
        return nil
    }

    public func passwordHash(of id: AccountID) async throws -> String? {
        let rows = try await database.query("SELECT password_hash FROM account WHERE id = \(id.rawValue)")
        for try await hash in rows.decode(String.self) { return hash }
        return nil
    }

    public func updateMobile(_ mobile: MalaysianMobileNumber, of id: AccountID) async throws {
        try await database.execute("UPDATE account SET mobile = \(mobile.e164) WHERE id = \(id.rawValue)")
    }

    public func updateLanguage(_ language: Language, of id: AccountID) async throws {
        try await database.execute("UPDATE account SET language = \(language.code) WHERE id = \(id.rawValue)")
    }

    @discardableResult
    public func delete(_ id: AccountID) async throws -> Bool {
        let owner = OwnerID("account:\(id.rawValue)").rawValue
        return try await database.transaction { connection in
            // Sessions go with the account (ON DELETE CASCADE); favorites, diaries, watchlists
            // and histories are keyed by owner, since visitors own them too.
            try await connection.execute("DELETE FROM favorite WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM viewing WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM year_tally WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM watchlist WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM change_clock WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM search_history WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM gallery_search WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM import_job WHERE owner_id = \(owner)", logger: database.logger)
            try await connection.execute("DELETE FROM film_list WHERE owner_id = \(owner)", logger: database.logger)
            let rows = try await connection.query("DELETE FROM account WHERE id = \(id.rawValue) RETURNING id", logger: database.logger)
            var deleted = false
            for try await _ in rows.decode(Int64.self) { deleted = true }
            return deleted
        }
    }

    public func allAccounts() async throws -> [Account] {
        let rows = try await database.query(
            "SELECT \(unescaped: AccountRow.columns) FROM account ORDER BY created_at, id")
        var accounts: [Account] = []
        for try await row in rows {
            if let account = try AccountRow.account(from: row.makeRandomAccess()) { accounts.append(account) }
        }
        return accounts
    }
}

/// What the PostgreSQL stores report beyond PostgreSQL's own errors.
enum PostgresStoreError: Error, CustomStringConvertible {
    case didNotReadBack(String)

    /// SQLSTATE of a unique constraint refusing a row.
    static let uniqueViolation = "23505"

    var description: String {
        switch self {
        case .didNotReadBack(let what): "\(what) was written but did not read back"
        }
    }
}
