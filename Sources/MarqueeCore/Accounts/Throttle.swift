import Foundation

/// What attempts are counted against.
public enum ThrottleKey: Sendable, Hashable {
    /// Failed log ins to one account.
    case account(EmailAddress)
    /// Failed log ins to one account from one browser that has logged in to it before (its
    /// device cookie's id): counted apart, so that failures from elsewhere never lock it out.
    case device(String)
    /// Failed log ins from one client address.
    case clientAddress(String)
    /// Accounts made from one client address.
    case signUps(clientAddress: String)

    /// The key as stored.
    public var rawValue: String {
        switch self {
        case .account(let email): "login-account:\(email.value)"
        case .device(let id): "login-device:\(id)"
        case .clientAddress(let address): "login-address:\(address)"
        case .signUps(let address): "signup-address:\(address)"
        }
    }
}

/// Attempts counted so far for one key.
public struct ThrottleState: Sendable, Equatable {
    /// Attempts since the count was last forgotten.
    public var attempts: Int
    /// When the last one was made.
    public var lastAttempt: Date
    /// Until when further attempts are refused; nil when they are not.
    public var lockedUntil: Date?

    /// A count as the store read it.
    public init(attempts: Int, lastAttempt: Date, lockedUntil: Date?) {
        self.attempts = attempts
        self.lastAttempt = lastAttempt
        self.lockedUntil = lockedUntil
    }
}

/// How attempts turn into waits: a few are free, then each one locks the key for twice as long
/// as the one before, up to a ceiling; a quiet spell forgets them.
public struct ThrottleRule: Sendable, Equatable {
    public var freeAttempts: Int
    public var firstDelay: Duration
    public var maximumDelay: Duration
    public var forgetAfter: Duration

    /// A rule; see the presets.
    public init(freeAttempts: Int, firstDelay: Duration, maximumDelay: Duration, forgetAfter: Duration) {
        self.freeAttempts = freeAttempts
        self.firstDelay = firstDelay
        self.maximumDelay = maximumDelay
        self.forgetAfter = forgetAfter
    }

    /// Failed log ins to one account: 5 free, then 1, 2, 4… minutes, at most an hour.
    public static let accountLogIns = ThrottleRule(freeAttempts: 5, firstDelay: .seconds(60), maximumDelay: .seconds(3600), forgetAfter: .seconds(24 * 3600))
    /// Failed log ins from one address, whatever the account: 20 free, then the same waits.
    public static let addressLogIns = ThrottleRule(freeAttempts: 20, firstDelay: .seconds(60), maximumDelay: .seconds(3600), forgetAfter: .seconds(24 * 3600))
    /// New accounts from one address: 5 an hour.
    public static let signUps = ThrottleRule(freeAttempts: 5, firstDelay: .seconds(3600), maximumDelay: .seconds(3600), forgetAfter: .seconds(3600))

    /// The state with its last attempt taken back.
    public func refunded(_ state: ThrottleState) -> ThrottleState {
        let attempts = max(0, state.attempts - 1)
        return ThrottleState(attempts: attempts, lastAttempt: state.lastAttempt, lockedUntil: lock(after: attempts, at: state.lastAttempt))
    }

    /// The state after one more attempt at `date`.
    public func after(_ state: ThrottleState?, attemptAt date: Date) -> ThrottleState {
        var attempts = 1
        if let state, date.timeIntervalSince(state.lastAttempt) < forgetAfter.timeInterval { attempts = state.attempts + 1 }
        return ThrottleState(attempts: attempts, lastAttempt: date, lockedUntil: lock(after: attempts, at: date))
    }

    /// Until when `attempts` attempts, the last at `date`, lock the key; nil while they are free.
    private func lock(after attempts: Int, at date: Date) -> Date? {
        guard attempts >= freeAttempts else { return nil }
        let doublings = min(attempts - freeAttempts, 30)
        return date.addingTimeInterval(min(firstDelay.timeInterval * Double(1 << doublings), maximumDelay.timeInterval))
    }
}

/// The counts of attempts, persisted by an adapter so that every server sees them.
public protocol ThrottleStore: Sendable {
    /// In one transaction: the longest wait any of `attempts`' keys imposes at `date`, or, when
    /// none is locked, one more attempt counted for each key under its rule (and nil). Counting
    /// before the slow work (bcrypt) means requests sent all at once cannot all slip through.
    func reserve(_ attempts: [(key: ThrottleKey, rule: ThrottleRule)], at date: Date) async throws -> Duration?
    /// Takes back one attempt of `key` (a log in that succeeded does not count against its
    /// address), unlocking it if that attempt had locked it.
    func refund(_ key: ThrottleKey, rule: ThrottleRule) async throws
    /// Forgets the attempts of `key`.
    func clear(_ key: ThrottleKey) async throws
}

extension Duration {
    /// The duration in seconds, fractions included, as `Date` arithmetic takes it.
    public var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
