import Foundation

/// The accounts, persisted by an adapter.
public protocol AccountStore: Sendable {
    /// Stores a new account.
    /// - Throws: ``AccountStoreError/emailTaken`` when the address is already registered.
    func create(_ account: NewAccount) async throws -> Account
    /// The account registered with `email` and its password's hash.
    func credentials(for email: EmailAddress) async throws -> (account: Account, passwordHash: String)?
    /// The account `id`'s password hash, to confirm a deletion.
    func passwordHash(of id: AccountID) async throws -> String?
    /// Changes the account's mobile number.
    func updateMobile(_ mobile: MalaysianMobileNumber, of id: AccountID) async throws
    /// Remembers the language the account's person reads Marquee in.
    func updateLanguage(_ language: Language, of id: AccountID) async throws
    /// Removes the account and everything it owns: sessions, favorites, search history.
    /// Returns whether there was such an account.
    @discardableResult
    func delete(_ id: AccountID) async throws -> Bool
    /// Every account, oldest first, for the command line.
    func allAccounts() async throws -> [Account]
}

/// What an ``AccountStore`` refuses.
public enum AccountStoreError: Error, Equatable {
    /// An account already has this address.
    case emailTaken
}
