import Foundation

/// How transient failures are retried: a few attempts, capped exponential backoff with full
/// jitter, and a server's `Retry-After` honoured when it is short enough to wait for.
///
/// ```swift
/// let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(250), maximumDelay: .seconds(4))
/// policy.delay(afterAttempt: 2, randomFraction: 0.5) // 0.25 s: half of min(4 s, 250 ms × 2)
/// ```
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first one included.
    public let maximumAttempts: Int
    /// The delay before the first retry, doubled for each one after.
    public let baseDelay: Duration
    /// The cap of the backoff; a `Retry-After` longer than this is not waited for.
    public let maximumDelay: Duration
    /// How long the waits between attempts may add up to: a retry whose wait would pass it is
    /// not made, and the failure is told at once.
    public let budget: Duration

    /// Describes a policy; fewer than one attempt counts as one.
    public init(maximumAttempts: Int, baseDelay: Duration, maximumDelay: Duration, budget: Duration = .seconds(2)) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.budget = budget
    }

    /// Three attempts, 250 ms base, 2 s cap, 2 s of waits in all: a person waits a couple of
    /// seconds at worst, and a saved copy or a clear message comes after that.
    public static let standard = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(250), maximumDelay: .seconds(2))

    /// Never retries.
    public static let none = RetryPolicy(maximumAttempts: 1, baseDelay: .zero, maximumDelay: .zero)

    /// The full-jitter delay before the attempt that follows attempt number `attempt` (from 1):
    /// a random share of `min(maximumDelay, baseDelay × 2^(attempt-1))`.
    public func delay(afterAttempt attempt: Int, randomFraction: Double) -> Duration {
        let exponent = min(max(attempt - 1, 0), 30)
        let ceiling = min(maximumDelay, baseDelay * (1 << exponent))
        return ceiling * min(max(randomFraction, 0), 1)
    }
}
