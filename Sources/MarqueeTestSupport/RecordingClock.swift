import Foundation
import Synchronization

/// A clock that never waits: each sleep is recorded and returns at once, so retry and backoff
/// are tested without real time passing.
public final class RecordingClock: Clock, Sendable {
    /// The clock measures time in the standard `Duration`.
    public typealias Duration = Swift.Duration

    /// A point on the clock: the time slept since it was made.
    public struct Instant: InstantProtocol {
        /// How far this point lies from the clock's start.
        public let offset: Swift.Duration
        /// The point `duration` later.
        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this point to `other`.
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex<(now: Instant, sleeps: [Swift.Duration])>((Instant(offset: .zero), []))

    /// A clock at its start, with no sleeps recorded.
    public init() {}

    /// The current point, moved forward only by sleeps.
    public var now: Instant { state.withLock { $0.now } }
    /// One nanosecond: the smallest step this clock reports.
    public var minimumResolution: Swift.Duration { .nanoseconds(1) }

    /// Every sleep asked for, in order.
    public var sleeps: [Swift.Duration] { state.withLock { $0.sleeps } }

    /// Records the wait and jumps to `deadline` at once; throws if the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = max(state.now, deadline)
        }
    }
}
