import Dispatch

/// Runs work that waits on the file system (reading a cached image, writing one, walking the
/// cache's folder) on Dispatch's threads instead of the caller's. `marquee serve` runs every task
/// on the event loops that all connections share (docs/ARCHITECTURE.md, "One request's share"),
/// so a disk that takes its time must not hold one of them.
enum BlockingIO {
    private static let queue = DispatchQueue(label: "marquee.blocking-io", qos: .utility, attributes: .concurrent)

    /// `work`'s value, worked out on the blocking-work queue.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// `work`'s value, worked out on the blocking-work queue.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
