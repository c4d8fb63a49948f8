import Foundation

/// Remembers that the upstream cannot be reached, so that for a short, growing interval Marquee
/// answers from its saved copies at once instead of waiting on a dead network, and lets one
/// probe at a time find out whether the upstream is back.
///
/// Closed, every request goes upstream. A connectivity failure opens it for
/// ``Policy/initialInterval``; once that passes, one request is let through as a probe. A probe
/// that fails opens it again for twice as long, up to ``Policy/maximumInterval``; any answer
/// from the upstream closes it.
public final class CircuitBreaker: @unchecked Sendable {
    /// How long the upstream is taken to be down.
    public struct Policy: Sendable {
        /// After the first connectivity failure.
        public var initialInterval: TimeInterval
        /// The longest interval, however many probes fail.
        public var maximumInterval: TimeInterval

        /// - Parameters: the first and the longest interval, in seconds.
        public init(initialInterval: TimeInterval = 5, maximumInterval: TimeInterval = 60) {
            self.initialInterval = initialInterval
            self.maximumInterval = maximumInterval
        }
    }

    /// What a request should do now.
    public enum Decision: Sendable, Equatable {
        /// Go upstream.
        case closed
        /// The upstream is down: use the saved copy. `probe` is true for the one request that
        /// should try the upstream meanwhile.
        case open(probe: Bool)
    }

    private let policy: Policy
    // NSLock rather than Mutex: MarqueeCore imports only Foundation.
    private let lock = NSLock()
    private var openUntil: Date?
    private var interval: TimeInterval
    private var isProbing = false
    private var failure: (any Error & Sendable)?

    /// A closed breaker following `policy`.
    public init(policy: Policy = Policy()) {
        self.policy = policy
        interval = policy.initialInterval
    }

    /// Whether a request made at `now` should go upstream.
    public func decision(at now: Date) -> Decision {
        lock.withLock {
            guard let openUntil else { return .closed }
            guard now >= openUntil, !isProbing else { return .open(probe: false) }
            isProbing = true
            return .open(probe: true)
        }
    }

    /// The upstream answered: closed again, and the next failure starts from the first interval.
    public func recordSuccess() {
        lock.withLock {
            openUntil = nil
            interval = policy.initialInterval
            isProbing = false
            failure = nil
        }
    }

    /// The upstream could not be reached at `now`, or pushed back; `cause` is what went wrong,
    /// told to the requests that the open breaker keeps from trying, and `leftAlone` how long
    /// the upstream asked to be left alone (its `Retry-After`), which keeps it open that long at
    /// least.
    public func recordFailure(at now: Date, cause: (any Error & Sendable)? = nil, leftAlone: Duration? = nil) {
        lock.withLock {
            if let cause { failure = cause }
            if openUntil != nil, isProbing {
                interval = min(interval * 2, policy.maximumInterval)
            } else if openUntil == nil {
                interval = policy.initialInterval
            }
            openUntil = now.addingTimeInterval(max(interval, leftAlone?.timeInterval ?? 0))
            isProbing = false
        }
    }

    /// The last failure that opened the breaker, while it is open.
    public var lastFailure: (any Error & Sendable)? {
        lock.withLock { openUntil == nil ? nil : failure }
    }

    /// Whether the upstream is taken to be down.
    public var isOpen: Bool {
        lock.withLock { openUntil != nil }
    }
}
