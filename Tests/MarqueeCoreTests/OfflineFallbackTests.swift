import Foundation
import MarqueeCore
import Synchronization
import Testing

@Suite struct OfflineFallbackTests {
    /// A response cache in memory.
    final class MemoryCache: ResponseCache {
        let entries = Mutex<[CacheKey: (Data, Date)]>([:])
        func store(_ data: Data, for key: CacheKey, at date: Date) async throws { entries.withLock { $0[key] = (data, date) } }
        func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? { entries.withLock { $0[key] }.map { ($0.0, $0.1) } }
        func size() async throws -> Int { entries.withLock { $0.values.reduce(0) { $0 + $1.0.count } } }
    }

    let cache = MemoryCache()
    let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
    var fallback: OfflineFallback { OfflineFallback(cache: cache, now: { [savedAt] in savedAt }) }
    let page = MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 155, title: "The Dark Knight", releaseDate: ReleaseDate("2008-07-16"))])

    @Test func freshAnswerIsKeptAndShownAsFresh() async throws {
        let result = try await fallback.fetch(.popular(page: 1)) { page }
        #expect(result.value == page)
        #expect(result.savedAt == nil)
        #expect(try await cache.load(.popular(page: 1)) != nil)
    }

    @Test(arguments: [CatalogError.offline, .timedOut, .connectionInterrupted])
    func networkFailureShowsTheSavedCopyWithItsTime(failure: CatalogError) async throws {
        _ = try await fallback.fetch(.popular(page: 1)) { page }
        let result = try await fallback.fetch(.popular(page: 1)) { () async throws -> MoviePage in throw failure }
        #expect(result.value == page)
        #expect(result.savedAt == savedAt)
    }

    @Test(arguments: [CatalogError.rateLimited(retryAfter: nil), .serviceUnavailable(status: 500), .undecodableResponse])
    func anUpstreamThatFailsShowsTheSavedCopy(failure: CatalogError) async throws {
        _ = try await fallback.fetch(.popular(page: 1)) { page }
        let result = try await fallback.fetch(.popular(page: 1)) { () async throws -> MoviePage in throw failure }
        #expect(result.value == page)
        #expect(result.savedAt == savedAt)
    }

    @Test(arguments: [CatalogError.invalidCredentials, .notFound, .rejectedRequest(reason: "Query must be provided")])
    func errorsAboutTheRequestAreNeverHiddenBehindOldData(failure: CatalogError) async throws {
        _ = try await fallback.fetch(.popular(page: 1)) { page }
        await #expect(throws: failure) { try await fallback.fetch(.popular(page: 1)) { () async throws -> MoviePage in throw failure } }
    }

    @Test func everyAnswerIsKeptWhoeverAsked() async throws {
        _ = try await fallback.fetch(.search(query: "b", page: 1)) { page }
        #expect(try await cache.load(.search(query: "b", page: 1)) != nil)
    }

    @Test func offlineWithNothingSavedReportsOffline() async {
        await #expect(throws: CatalogError.offline) {
            try await fallback.fetch(.popular(page: 9)) { () async throws -> MoviePage in throw CatalogError.offline }
        }
    }

    @Test func keysAreStoredAsBeforeTheyWereTyped() {
        #expect(CacheKey.search(query: "Bat Begin", page: 2).rawValue == "search|bat begin|2")
        #expect(CacheKey.popular(page: 3).rawValue == "popular|3")
        #expect(CacheKey.topRatedByUsers.rawValue == "top-rated-users")
        #expect(CacheKey.movie(id: 155).rawValue == "movie|155")
    }

    @Test func withoutACacheRequestsPassThrough() async throws {
        let result = try await OfflineFallback(cache: nil).fetch(.topRatedByUsers) { 42 }
        #expect(result.value == 42)
        #expect(result.savedAt == nil)
    }

    /// Counts upstream calls; answers after `delay`, or fails with `failure`.
    final class Upstream: Sendable {
        let calls = Mutex(0)
        let delay = Mutex(Duration.zero)
        let failure = Mutex<CatalogError?>(nil)
        let page: MoviePage
        init(_ page: MoviePage) { self.page = page }

        @Sendable func load() async throws -> MoviePage {
            calls.withLock { $0 += 1 }
            let (delay, failure) = (self.delay.withLock { $0 }, self.failure.withLock { $0 })
            if delay > .zero { try await Task.sleep(for: delay) }
            if let failure { throw failure }
            return page
        }
    }

    func breakerFallback(budget: Duration = .milliseconds(200), interval: TimeInterval = 60) -> OfflineFallback {
        OfflineFallback(cache: cache, budget: budget, breaker: CircuitBreaker(policy: .init(initialInterval: interval, maximumInterval: interval)))
    }

    @Test func aSilentUpstreamIsWaitedForOnlyUntilTheBudgetWhenACopyIsSaved() async throws {
        let upstream = Upstream(page)
        let fallback = breakerFallback()
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        // Without the budget this would wait 30 s and come back fresh.
        upstream.delay.withLock { $0 = .seconds(30) }
        let result = try await fallback.fetch(.popular(page: 1), upstream.load)
        #expect(result.savedAt != nil)
    }

    @Test func whileTheBreakerIsOpenSavedCopiesComeAtOnceWithoutAskingTheUpstream() async throws {
        let upstream = Upstream(page)
        let fallback = breakerFallback()
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        upstream.failure.withLock { $0 = .offline }
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        let callsWhenItOpened = upstream.calls.withLock { $0 }
        for _ in 0..<5 {
            #expect(try await fallback.fetch(.popular(page: 1), upstream.load).savedAt != nil)
        }
        #expect(upstream.calls.withLock { $0 } == callsWhenItOpened)
        await #expect(throws: CatalogError.offline) { try await fallback.fetch(.popular(page: 2), upstream.load) }
        #expect(upstream.calls.withLock { $0 } == callsWhenItOpened)
    }

    @Test func onceTheIntervalPassesTheProbeFindsTheUpstreamBackAndItsRequestGetsFreshFilms() async throws {
        let upstream = Upstream(page)
        // A generous budget: on a busy machine the probe's answer may take a while to be scheduled.
        let fallback = breakerFallback(budget: .seconds(10), interval: 0.05)
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        upstream.failure.withLock { $0 = .offline }
        #expect(try await fallback.fetch(.popular(page: 1), upstream.load).savedAt != nil)
        upstream.failure.withLock { $0 = nil }
        try await Task.sleep(for: .milliseconds(100))
        #expect(try await fallback.fetch(.popular(page: 1), upstream.load).savedAt == nil)
    }

    @Test func aProbeThatGetsNoAnswerWithinTheBudgetLeavesTheSavedCopy() async throws {
        let upstream = Upstream(page)
        let fallback = breakerFallback(budget: .milliseconds(100), interval: 0.05)
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        upstream.failure.withLock { $0 = .offline }
        _ = try await fallback.fetch(.popular(page: 1), upstream.load)
        upstream.failure.withLock { $0 = nil }
        upstream.delay.withLock { $0 = .seconds(30) }
        try await Task.sleep(for: .milliseconds(100))
        let calls = upstream.calls.withLock { $0 }
        #expect(try await fallback.fetch(.popular(page: 1), upstream.load).savedAt != nil)
        #expect(upstream.calls.withLock { $0 } == calls + 1)
    }
}
