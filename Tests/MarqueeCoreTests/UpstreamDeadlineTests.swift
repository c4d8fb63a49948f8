import Foundation
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

/// Every upstream fault is answered within the budget (on an injected clock, so nothing here
/// waits), with the saved copy where there is one and otherwise with what went wrong.
@Suite struct UpstreamDeadlineTests {
    let cache = OfflineFallbackTests.MemoryCache()
    let clock = RecordingClock()
    let page = MoviePage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 155, title: "The Dark Knight")])

    func fallback(breaker: CircuitBreaker = CircuitBreaker()) -> OfflineFallback {
        OfflineFallback(cache: cache, clock: clock, budget: .milliseconds(2_500), breaker: breaker)
    }

    /// An upstream that never answers: it waits until it is cancelled.
    @Sendable static func hang() async throws -> MoviePage {
        try await Task.sleep(for: .seconds(3_600))
        throw CancellationError()
    }

    @Test func aHungUpstreamWithNothingSavedIsGivenUpAfterTheBudget() async {
        await #expect(throws: CatalogError.timedOut) {
            try await fallback().fetch(.search(query: "batman", page: 1), Self.hang)
        }
        #expect(clock.sleeps == [.milliseconds(2_500)])
    }

    @Test func aHungUpstreamWithASavedCopyAnswersWithTheCopyAfterTheBudget() async throws {
        let fallback = fallback()
        _ = try await fallback.fetch(.search(query: "batman", page: 1)) { page }
        let result = try await fallback.fetch(.search(query: "batman", page: 1), Self.hang)
        #expect(result.value == page)
        #expect(result.savedAt != nil)
        #expect(clock.sleeps.last == .milliseconds(2_500), "the hung request waited the budget, no more")
    }

    @Test func onceTheUpstreamHasHungTheNextSearchesAreToldAtOnceWhatHappened() async throws {
        let breaker = CircuitBreaker(policy: .init(initialInterval: 60, maximumInterval: 60))
        let fallback = fallback(breaker: breaker)
        await #expect(throws: CatalogError.timedOut) { try await fallback.fetch(.search(query: "a", page: 1), Self.hang) }
        let upstream = OfflineFallbackTests.Upstream(page)
        // Another search while the breaker is open: no wait at all, and the reason named.
        await #expect(throws: CatalogError.timedOut) {
            try await fallback.fetch(.search(query: "b", page: 1), upstream.load)
        }
        #expect(upstream.calls.withLock { $0 } == 0)
        #expect(clock.sleeps.count == 1)
    }

    @Test func aRateLimitIsToldAsARateLimitNotAsBeingOffline() async throws {
        let breaker = CircuitBreaker(policy: .init(initialInterval: 60, maximumInterval: 60))
        let fallback = fallback(breaker: breaker)
        let limited = CatalogError.rateLimited(retryAfter: .seconds(30))
        await #expect(throws: limited) {
            try await fallback.fetch(.search(query: "a", page: 1)) { () async throws -> MoviePage in throw limited }
        }
        let upstream = OfflineFallbackTests.Upstream(page)
        await #expect(throws: limited) {
            try await fallback.fetch(.search(query: "b", page: 1), upstream.load)
        }
        #expect(upstream.calls.withLock { $0 } == 0)
        #expect(limited.title(in: .english) == "Too many requests")
        #expect(CatalogError.timedOut.title(in: .english) == "TMDB is not answering")
    }

    /// A cache on a full disk.
    final class FullCache: ResponseCache {
        struct DiskFull: Error {}
        func store(_ data: Data, for key: CacheKey, at date: Date) async throws { throw DiskFull() }
        func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)? { nil }
        func size() async throws -> Int { 0 }
    }

    /// What a ``WriteFailureLog`` was told.
    final class Reports: Sendable {
        let lines = Mutex<[String]>([])
        var log: WriteFailureLog { WriteFailureLog { [self] what, _ in lines.withLock { $0.append(what) } } }
    }

    @Test func aCopyThatCannotBeSavedIsLoggedAndTheAnswerStillGiven() async throws {
        let reports = Reports()
        let fallback = OfflineFallback(cache: FullCache(), clock: clock, failures: reports.log)
        let result = try await fallback.fetch(.popular(page: 1)) { page }
        #expect(result.value == page)
        #expect(reports.lines.withLock { $0 } == ["Saving an offline copy"])
    }

    @Test func aRateLimitKeepsTheBreakerOpenAsLongAsTheServiceAsked() {
        let breaker = CircuitBreaker(policy: .init(initialInterval: 5, maximumInterval: 60))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        breaker.recordFailure(at: start, cause: CatalogError.rateLimited(retryAfter: .seconds(30)), leftAlone: .seconds(30))
        #expect(breaker.decision(at: start.addingTimeInterval(10)) == .open(probe: false))
        #expect(breaker.decision(at: start.addingTimeInterval(31)) == .open(probe: true))
    }

    @Test func peopleSearchingTheSameAtOnceShareOneUpstreamRequest() async throws {
        let upstream = OfflineFallbackTests.Upstream(page)
        upstream.delay.withLock { $0 = .milliseconds(500) }
        let fallback = OfflineFallback(cache: cache, budget: .seconds(60))
        try await withThrowingTaskGroup(of: MoviePage.self) { group in
            for _ in 0..<8 {
                group.addTask { try await fallback.fetch(.search(query: "batman", page: 1), upstream.load).value }
            }
            for try await answer in group { #expect(answer == upstream.page) }
        }
        #expect(upstream.calls.withLock { $0 } == 1)
    }
}
