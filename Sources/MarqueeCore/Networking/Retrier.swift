import Foundation

/// Runs an operation again after transient failures (any ``RetryableFailure``, such as
/// ``CatalogError``), sleeping on an injected clock so that tests never wait.
public struct Retrier: Sendable {
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    private let randomFraction: @Sendable () -> Double

    /// - Parameters:
    ///   - clock: where waiting happens; tests pass one that returns at once.
    ///   - randomFraction: the jitter source, a number in 0...1.
    public init(
        policy: RetryPolicy = .standard,
        clock: any Clock<Duration> = ContinuousClock(),
        randomFraction: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.policy = policy
        self.clock = clock
        self.randomFraction = randomFraction
    }

    /// Sends `request` through `operation`, retrying while it throws a transient
    /// ``RetryableFailure``, attempts remain and the policy's budget allows the wait. Only a GET
    /// is ever retried: sending anything else twice could do it twice. A `Retry-After` longer than
    /// the policy's cap ends the retries at once, so a person is told to come back rather than
    /// kept waiting.
    public func run<Value: Sendable>(
        _ request: HTTPRequest,
        _ operation: @Sendable (HTTPRequest) async throws -> Value
    ) async throws -> Value {
        let maximumAttempts = request.method == .get ? policy.maximumAttempts : 1
        // The waits between attempts, counted against the budget (each attempt's own time is
        // bounded by the transport's timeout, and the whole by the caller's deadline).
        var waited = Duration.zero
        var attempt = 1
        while true {
            do {
                return try await operation(request)
            } catch {
                // A request given up on (its deadline passed) is not tried again.
                guard !Task.isCancelled, let failure = error as? any RetryableFailure, failure.isTransient, attempt < maximumAttempts else { throw error }
                let wait: Duration
                if let retryAfter = failure.requestedDelay {
                    guard retryAfter <= policy.maximumDelay else { throw error }
                    wait = retryAfter
                } else {
                    wait = policy.delay(afterAttempt: attempt, randomFraction: randomFraction())
                }
                guard waited + wait <= policy.budget else { throw error }
                try await clock.sleep(for: wait)
                waited += wait
                attempt += 1
            }
        }
    }
}

/// A failure the ``Retrier`` can judge: whether the same request may succeed shortly, and how
/// long the service asked to be left alone. Each client's error type conforms, so one retrier
/// serves TMDB and Flickr alike.
public protocol RetryableFailure: Error {
    /// Whether trying the same request again shortly may succeed.
    var isTransient: Bool { get }
    /// The wait the service asked for (its `Retry-After`), when it said; waited for instead of
    /// the backoff, or not at all when longer than the policy's cap.
    var requestedDelay: Duration? { get }
}

extension CatalogError: RetryableFailure {
    /// The `Retry-After` of a rate limit; nil for every other failure.
    public var requestedDelay: Duration? {
        switch self {
        case let .rateLimited(retryAfter): return retryAfter
        default: return nil
        }
    }
}
