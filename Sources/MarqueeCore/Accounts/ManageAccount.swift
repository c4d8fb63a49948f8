import Foundation

/// What a logged-in person changes on Home: the mobile number, the language, or the account itself.
public struct ManageAccount: Sendable {
    let accounts: any AccountStore
    let hasher: any PasswordHashing
    let throttle: any ThrottleStore
    let now: @Sendable () -> Date

    /// Saves a new mobile number, or refuses it and keeps the old one.
    public func changeMobile(of account: Account, to input: String) async throws -> Result<MalaysianMobileNumber, MobileChangeError> {
        guard let number = MalaysianMobileNumber(input) else { return .failure(.invalidMobile) }
        try await accounts.updateMobile(number, of: account.id)
        return .success(number)
    }

    /// Remembers `language` as the one `account`'s person reads Marquee in, on every browser
    /// they log in on from now on.
    public func setLanguage(_ language: Language, of account: Account) async throws {
        try await accounts.updateLanguage(language, of: account.id)
    }

    /// Deletes the account and everything it owns once its password is confirmed. Wrong
    /// passwords count against the account as failed log ins do.
    public func delete(_ account: Account, password: String) async throws -> Result<Void, AccountDeletionError> {
        guard !password.isEmpty else { return .failure(.emptyPassword) }
        if let wait = try await throttle.reserve([(.account(account.email), .accountLogIns)], at: now()) {
            return .failure(.tooManyAttempts(retryAfter: wait))
        }
        let hash = try await accounts.passwordHash(of: account.id)
        let fits = password.utf8.count <= PasswordPolicy.maximumBytes
        guard try await hasher.verify(password, against: hash), fits else { return .failure(.incorrectPassword) }
        try await accounts.delete(account.id)
        return .success(())
    }
}
