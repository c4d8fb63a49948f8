import Foundation

/// Logs a browser in with an email and a password.
public struct LogIn: Sendable {
    let accounts: any AccountStore
    let hasher: any PasswordHashing
    let throttle: any ThrottleStore
    let sessionStart: SessionStart
    let now: @Sendable () -> Date

    /// Checks the form in the specification's order, then the throttle (per account and per
    /// address: the attempt is counted before the password is checked, so a burst of requests
    /// cannot all slip through), then the password. An unknown email costs the same bcrypt work
    /// as a wrong password and gets the same answer. A browser that logged in to this account
    /// before (``BrowserArrival/knownDevice``) is counted on its own instead of with the
    /// account, so anyone who knows the email cannot lock its owner out of their own browser.
    /// - Throws: only when a store fails.
    public func callAsFunction(_ form: LogInForm, arrival: BrowserArrival) async throws -> Result<StartedSession, LogInError> {
        let email: EmailAddress, password: String
        switch form.validated() {
        case .success(let checked): (email, password) = checked
        case .failure(let error): return .failure(error)
        }
        let date = now()
        let address = ThrottleKey.clientAddress(arrival.clientAddress)
        let accountKey = arrival.knownDevice.map(ThrottleKey.device) ?? .account(email)
        if let wait = try await throttle.reserve([(accountKey, .accountLogIns), (address, .addressLogIns)], at: date) {
            return .failure(.tooManyAttempts(retryAfter: wait))
        }
        let stored = try await accounts.credentials(for: email)
        // bcrypt reads 72 bytes: a longer password could match one it only starts with.
        let fits = password.utf8.count <= PasswordPolicy.maximumBytes
        let matches = try await hasher.verify(password, against: stored?.passwordHash) && fits
        guard let stored, matches else { return .failure(.incorrect) }
        // A log in that succeeds does not count: the account starts afresh, and the address
        // gets its attempt back.
        try await throttle.clear(accountKey)
        try await throttle.refund(address, rule: .addressLogIns)
        return .success(try await sessionStart.start(for: stored.account, arrival: arrival, at: date))
    }
}
