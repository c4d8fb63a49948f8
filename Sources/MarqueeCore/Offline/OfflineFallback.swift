import Foundation

/// Runs an upstream request and keeps its answer; when the network, not the service, fails,
/// answers from what was kept instead, without making a person wait on a dead network.
///
/// When a saved copy exists, a request waits at most ``budget`` for the upstream. After a
/// connectivity failure the ``CircuitBreaker`` opens: saved copies are served at once while
/// one background probe at a time checks whether the upstream is back.
///
/// ```swift
/// let page = try await fallback.fetch(.popular(page: 1)) { try await tmdb.popular(page: 1) }
/// if let savedAt = page.savedAt { /* show "Offline: showing results saved at …" */ }
/// ```
public struct OfflineFallback: Sendable {
    private let cache: (any ResponseCache)?
    private let now: @Sendable () -> Date
    private let budget: Duration
    private let breaker: CircuitBreaker
    private let offlineError: any Error & Sendable

    /// - Parameters:
    ///   - cache: nil for a local source that cannot be offline: requests pass through.
    ///   - budget: how long a request with a saved copy waits for the upstream in all.
    ///   - breaker: shared by every request, so one failure spares the next ones the wait.
    ///   - offlineError: what a request with nothing saved learns while the upstream is down.
    public init(
        cache: (any ResponseCache)?, now: @escaping @Sendable () -> Date = Date.init,
        budget: Duration = .seconds(2), breaker: CircuitBreaker = CircuitBreaker(),
        offlineError: any Error & Sendable = CatalogError.offline
    ) {
        self.cache = cache
        self.now = now
        self.budget = budget
        self.breaker = breaker
        self.offlineError = offlineError
    }

    /// Fetches with `load`; on a connectivity failure returns the cached answer, or rethrows
    /// the failure when there is none. Errors of the service itself (401, 404, 429, 5xx) are
    /// never hidden behind old data.
    /// - Parameter storing: false for answers not worth a write, such as results shown while
    ///   typing; they are still served from the cache when one was kept.
    public func fetch<Value: Codable & Sendable>(
        _ key: CacheKey, storing: Bool = true, _ load: @escaping @Sendable () async throws -> Value
    ) async throws -> Cached<Value> {
        guard let cache else { return Cached(try await load()) }
        // Read whether a copy exists (it sets the wait); decoded only when it is served.
        let saved = try? await cache.load(key)
        if case let .open(probe) = breaker.decision(at: now()) {
            if let saved, let copy = Self.decode(Value.self, saved) {
                guard probe else { return copy }
                // The probe runs in the background; the request that started it takes its answer
                // if it comes within the budget, so the first visitor after a comeback sees
                // fresh films, and otherwise the saved copy.
                let probe = startProbe(key, storing: storing, load)
                return (try? await Self.within(budget) { try await probe.value }).map { Cached($0) } ?? copy
            }
            // Nothing saved: only the probe tries, the others learn at once that it is down.
            guard probe else { throw offlineError }
        }
        do {
            let value = saved == nil ? try await load() : try await Self.within(budget, load)
            breaker.recordSuccess()
            if storing { await store(value, key) }
            return Cached(value)
        } catch let error as any UpstreamFailure where error.isConnectivityProblem {
            breaker.recordFailure(at: now())
            guard let saved, let copy = Self.decode(Value.self, saved) else { throw error }
            return copy
        } catch {
            // The upstream answered, if only with an error: it is reachable.
            breaker.recordSuccess()
            throw error
        }
    }

    /// One request in the background to see whether the upstream is back; it refreshes the
    /// saved copy when it is. It gives up after ``probeLimit``.
    private func startProbe<Value: Codable & Sendable>(
        _ key: CacheKey, storing: Bool, _ load: @escaping @Sendable () async throws -> Value
    ) -> Task<Value, any Error> {
        Task {
            do {
                let value = try await Self.within(Self.probeLimit, load)
                breaker.recordSuccess()
                if storing { await store(value, key) }
                return value
            } catch let error as any UpstreamFailure where error.isConnectivityProblem {
                breaker.recordFailure(at: now())
                throw error
            } catch {
                breaker.recordSuccess()
                throw error
            }
        }
    }

    /// How long a background probe waits for the upstream.
    private static let probeLimit = Duration.seconds(10)

    private func store(_ value: some Encodable, _ key: CacheKey) async {
        // A cache that cannot be written costs the offline copy, not this answer.
        guard let cache, let data = try? JSONEncoder().encode(value) else { return }
        try? await cache.store(data, for: key, at: now())
    }

    /// A saved copy as the value it holds; nil when it no longer decodes.
    private static func decode<Value: Decodable & Sendable>(_ type: Value.Type, _ saved: (data: Data, savedAt: Date)) -> Cached<Value>? {
        guard let value = try? JSONDecoder().decode(Value.self, from: saved.data) else { return nil }
        return Cached(value, savedAt: saved.savedAt)
    }

    /// `load`'s answer, or ``CatalogError/timedOut`` once `budget` has passed.
    private static func within<Value: Sendable>(_ budget: Duration, _ load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await load() }
            group.addTask {
                try await Task.sleep(for: budget)
                throw CatalogError.timedOut
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

/// An upstream's error that can say whether the network, not the service, is at fault.
public protocol UpstreamFailure: Error {
    /// Whether a saved copy may stand in for the answer.
    var isConnectivityProblem: Bool { get }
}

extension CatalogError: UpstreamFailure {}
extension PhotoSearchError: UpstreamFailure {}
