import Foundation
import MarqueeCore

/// What one image download may take: its size, its time and its attempts. Anything past them is
/// refused with an ``ImagePipelineError``.
///
/// ```swift
/// ImageDownloadLimits()                     // 10 MB, 10 s, 4 attempts
/// ImageDownloadLimits(maximumBytes: 1_024)  // what a test of the size limit passes
/// ```
public struct ImageDownloadLimits: Sendable, Hashable {
    /// The largest answer kept: 10 MB by default.
    public var maximumBytes: Int
    /// How long one image may take in all, every attempt and wait included: 10 s by default.
    public var deadline: Duration
    /// Attempts and backoff; by default ``standardRetry``.
    public var retry: RetryPolicy

    /// Four attempts in all, waits of a random share of 250 ms, 500 ms, then 1 s (capped at
    /// 2 s), and a `Retry-After` of up to 2 s honoured: well inside the deadline.
    public static let standardRetry = RetryPolicy(maximumAttempts: 4, baseDelay: .milliseconds(250), maximumDelay: .seconds(2), budget: .seconds(8))

    /// Describes the limits; every one has a default.
    public init(maximumBytes: Int = 10 << 20, deadline: Duration = .seconds(10), retry: RetryPolicy = ImageDownloadLimits.standardRetry) {
        self.maximumBytes = maximumBytes
        self.deadline = deadline
        self.retry = retry
    }
}
