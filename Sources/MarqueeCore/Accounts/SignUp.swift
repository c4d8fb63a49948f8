import Foundation

/// Creates an account from the sign-up form and logs the browser in.
///
/// ```swift
/// switch try await accounts.signUp(form, arrival: arrival) {
/// case .success(let session): // set the session cookie, go to Home
/// case .failure(let error):   // show error.message(in: localizer) next to the form
/// }
/// ```
public struct SignUp: Sendable {
    let accounts: any AccountStore
    let hasher: any PasswordHashing
    let throttle: any ThrottleStore
    let policy: PasswordPolicy
    let sessionStart: SessionStart
    let now: @Sendable () -> Date

    /// Checks the form in the specification's order, then counts the attempt against the
    /// address (every attempt, so a burst cannot slip through and taken emails cannot be probed
    /// without limit), then whether the email is taken; stores the account with its password
    /// hashed.
    /// - Throws: only when a store fails.
    public func callAsFunction(_ form: SignUpForm, arrival: BrowserArrival) async throws -> Result<StartedSession, SignUpError> {
        let valid: SignUpForm.Valid
        switch form.validated(with: policy) {
        case .success(let checked): valid = checked
        case .failure(let error): return .failure(error)
        }
        let date = now()
        let signUps = ThrottleKey.signUps(clientAddress: arrival.clientAddress)
        if let wait = try await throttle.reserve([(signUps, .signUps)], at: date) {
            return .failure(.tooManySignUps(retryAfter: wait))
        }
        // Known before the slow hash; the store still refuses a duplicate made meanwhile.
        if try await accounts.credentials(for: valid.email) != nil { return .failure(.emailTaken) }
        let hash = try await hasher.hash(valid.password)
        let account: Account
        do {
            account = try await accounts.create(NewAccount(
                email: valid.email, passwordHash: hash, firstName: valid.firstName, lastName: valid.lastName,
                mobile: valid.mobile, gender: valid.gender, createdAt: date
            ))
        } catch AccountStoreError.emailTaken {
            return .failure(.emailTaken)
        }
        return .success(try await sessionStart.start(for: account, arrival: arrival, at: date))
    }
}
