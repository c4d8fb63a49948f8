import Foundation

/// Runs an upstream request and keeps its answer; when the network, not the service, fails,
/// answers from what was kept instead.
///
/// ```swift
/// let page = try await fallback.fetch("popular|1") { try await tmdb.popular(page: 1) }
/// if let savedAt = page.savedAt { /* show "Offline: showing results saved at …" */ }
/// ```
public struct OfflineFallback: Sendable {
    private let cache: (any ResponseCache)?
    private let now: @Sendable () -> Date

    /// - Parameter cache: nil for a local source that cannot be offline: requests pass through.
    public init(cache: (any ResponseCache)?, now: @escaping @Sendable () -> Date = Date.init) {
        self.cache = cache
        self.now = now
    }

    /// Fetches with `load`; on a connectivity failure returns the cached answer, or rethrows
    /// the failure when there is none. Errors of the service itself (401, 404, 429, 5xx) are
    /// never hidden behind old data.
    /// - Parameter storing: false for answers not worth a write, such as results shown while
    ///   typing; they are still served from the cache when one was kept.
    public func fetch<Value: Codable & Sendable>(_ key: CacheKey, storing: Bool = true, _ load: () async throws -> Value) async throws -> Cached<Value> {
        guard let cache else { return Cached(try await load()) }
        do {
            let value = try await load()
            if storing, let data = try? JSONEncoder().encode(value) {
                // A cache that cannot be written costs the offline copy, not this answer.
                try? await cache.store(data, for: key, at: now())
            }
            return Cached(value)
        } catch let error as CatalogError where error.isConnectivityProblem {
            guard let saved = try? await cache.load(key),
                  let value = try? JSONDecoder().decode(Value.self, from: saved.data)
            else { throw error }
            return Cached(value, savedAt: saved.savedAt)
        }
    }
}
