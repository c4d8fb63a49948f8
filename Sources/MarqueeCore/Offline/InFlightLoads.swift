import Foundation

/// Upstream loads under way, by the key of what they fetch: a request for a key already being
/// loaded waits for that load instead of starting another, so people searching the same thing
/// at once while the upstream hangs share one wait and send one request.
final class InFlightLoads: @unchecked Sendable {
    // NSLock rather than Mutex: MarqueeCore imports only Foundation.
    private let lock = NSLock()
    private var loads: [CacheKey: Task<any Sendable, any Error>] = [:]

    /// `load`'s value, from the load already under way for `key` when there is one.
    func shared<Value: Sendable>(_ key: CacheKey, _ load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = lock.withLock {
            if let running = loads[key] { return running }
            let task = Task<any Sendable, any Error> { [weak self] in
                defer { self?.finished(key) }
                return try await load()
            }
            loads[key] = task
            return task
        }
        // A load of another type under the same key (never in practice) is not shared.
        guard let value = try await task.value as? Value else { return try await load() }
        return value
    }

    private func finished(_ key: CacheKey) {
        lock.withLock { _ = loads.removeValue(forKey: key) }
    }
}
