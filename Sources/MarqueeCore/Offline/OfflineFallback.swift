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
    private let clock: any Clock<Duration>
    private let budget: Duration
    private let breaker: CircuitBreaker
    private let offlineError: any Error & Sendable
    private let timeoutError: any Error & Sendable
    private let failures: WriteFailureLog
    private let inFlight = InFlightLoads()

    /// - Parameters:
    ///   - cache: nil for a local source that cannot be offline: requests pass through.
    ///   - clock: where the budget is waited out; tests pass one they advance by hand.
    ///   - budget: how long any request waits for the upstream in all, retries included.
    ///   - breaker: shared by every request, so one failure spares the next ones the wait.
    ///   - offlineError: what a request with nothing saved learns while the upstream is down
    ///     and no failure has been seen yet to name instead.
    ///   - timeoutError: what a request learns when the budget runs out.
    ///   - failures: told of a copy that could not be saved (the answer is still given).
    public init(
        cache: (any ResponseCache)?, now: @escaping @Sendable () -> Date = Date.init,
        clock: any Clock<Duration> = ContinuousClock(),
        budget: Duration = .milliseconds(2_500), breaker: CircuitBreaker = CircuitBreaker(),
        offlineError: any Error & Sendable = CatalogError.offline,
        timeoutError: any Error & Sendable = CatalogError.timedOut,
        failures: WriteFailureLog = .ignoring
    ) {
        self.cache = cache
        self.now = now
        self.clock = clock
        self.budget = budget
        self.breaker = breaker
        self.offlineError = offlineError
        self.timeoutError = timeoutError
        self.failures = failures
    }

    /// Fetches with `load` within the budget; when the upstream fails (unreachable, silent,
    /// 5xx, 429, an unreadable answer) returns the saved answer, or rethrows the failure when
    /// there is none. Failures about the request itself (401, 404, a refused search) are never
    /// hidden behind old data. Requests for the same key at the same time share one load.
    /// Every answer is kept, whoever asked (a first visit without a cookie too): the cache is
    /// bounded by its size, the oldest answers dropped first, not by who asks.
    public func fetch<Value: Codable & Sendable>(
        _ key: CacheKey, _ load: @escaping @Sendable () async throws -> Value
    ) async throws -> Cached<Value> {
        guard let cache else { return Cached(try await load()) }
        // A copy is kept for the language it was read in, and found again only by its readers.
        let key = key.read(in: ReadingLanguage.current)
        let saved = (try? await cache.load(key)).flatMap { Self.decode(Value.self, $0) }
        if case let .open(probe) = breaker.decision(at: now()) {
            if let saved {
                guard probe else { return saved }
                // The probe runs in the background; the request that started it takes its answer
                // if it comes within the budget, so the first visitor after a comeback sees
                // fresh films, and otherwise the saved copy.
                let probe = startProbe(key, load)
                return (try? await within(budget) { try await probe.value }).map { Cached($0) } ?? saved
            }
            // Nothing saved: only the probe tries, the others learn at once what is wrong.
            guard probe else { throw breaker.lastFailure ?? offlineError }
        }
        do {
            let value: Value = try await inFlight.shared(key) { [self] in try await within(budget, load) }
            breaker.recordSuccess()
            await store(value, key)
            return Cached(value)
        } catch let error as any UpstreamFailure where error.isOutage {
            if error.opensBreaker { recordOutage(error) }
            guard let saved else { throw error }
            return saved
        } catch {
            // The upstream answered, if only with an error about this request: it is reachable.
            breaker.recordSuccess()
            throw error
        }
    }

    /// One request in the background to see whether the upstream is back; it refreshes the
    /// saved copy when it is. It gives up after ``probeLimit``.
    private func startProbe<Value: Codable & Sendable>(
        _ key: CacheKey, _ load: @escaping @Sendable () async throws -> Value
    ) -> Task<Value, any Error> {
        Task {
            do {
                let value = try await within(Self.probeLimit, load)
                breaker.recordSuccess()
                await store(value, key)
                return value
            } catch let error as any UpstreamFailure where error.opensBreaker {
                recordOutage(error)
                throw error
            } catch {
                breaker.recordSuccess()
                throw error
            }
        }
    }

    /// Opens the breaker for `error`, at least as long as the upstream asked to be left alone.
    private func recordOutage(_ error: any UpstreamFailure) {
        breaker.recordFailure(at: now(), cause: error, leftAlone: (error as? any RetryableFailure)?.requestedDelay)
    }

    /// How long a background probe waits for the upstream.
    private static let probeLimit = Duration.seconds(10)

    private func store(_ value: some Encodable, _ key: CacheKey) async {
        // A cache that cannot be written costs the offline copy, not this answer; the log says so.
        guard let cache, let data = try? JSONEncoder().encode(value) else { return }
        do {
            try await cache.store(data, for: key, at: now())
        } catch {
            failures("Saving an offline copy", error)
        }
    }

    /// A saved copy as the value it holds; nil when it no longer decodes.
    private static func decode<Value: Decodable & Sendable>(_ type: Value.Type, _ saved: (data: Data, savedAt: Date)) -> Cached<Value>? {
        guard let value = try? JSONDecoder().decode(Value.self, from: saved.data) else { return nil }
        return Cached(value, savedAt: saved.savedAt)
    }

    /// `load`'s answer, or ``timeoutError`` once `limit` has passed on the clock (the load is
    /// cancelled then).
    private func within<Value: Sendable>(_ limit: Duration, _ load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { [clock, timeoutError] group in
            group.addTask { try await load() }
            group.addTask {
                try await clock.sleep(for: limit)
                throw timeoutError
            }
            defer { group.cancelAll() }
            while let result = try await group.next() {
                if let result { return result }
            }
            throw timeoutError
        }
    }
}

/// An upstream's error that can say whether the upstream, not the request, is at fault.
public protocol UpstreamFailure: Error, Sendable {
    /// Whether the upstream could not give a good answer now (unreachable, silent, 5xx, 429,
    /// unreadable), so that a saved copy may stand in for it.
    var isOutage: Bool { get }
    /// Whether the upstream is down or pushing back (unreachable, silent, 5xx, 429), so that for
    /// a while nobody should wait on it.
    var opensBreaker: Bool { get }
}

extension CatalogError: UpstreamFailure {
    public var isOutage: Bool {
        switch self {
        case .offline, .timedOut, .connectionInterrupted, .serviceUnavailable, .rateLimited, .undecodableResponse: true
        case .invalidCredentials, .suspendedCredentials, .notFound, .rejectedRequest: false
        }
    }

    public var opensBreaker: Bool { isOutage && self != .undecodableResponse }
}

extension PhotoSearchError: UpstreamFailure {
    public var isOutage: Bool {
        switch self {
        case .offline, .timedOut, .serviceUnavailable, .rateLimited, .undecodableResponse: true
        case .invalidKey, .rejected, .invalidQuery: false
        }
    }

    public var opensBreaker: Bool { isOutage && self != .undecodableResponse }
}
