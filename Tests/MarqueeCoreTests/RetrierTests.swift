import Foundation
import MarqueeCore
import MarqueeTestSupport
import Synchronization
import Testing

@Suite struct RetrierTests {
    let clock = RecordingClock()
    let get = HTTPRequest(url: URL(string: "https://api.example/3/search/movie")!)

    /// An operation that fails with `failures` in turn, then answers "ok"; counts its calls.
    final class Script: Sendable {
        private let state: Mutex<(failures: [CatalogError], calls: Int)>
        init(_ failures: [CatalogError]) { state = Mutex((failures, 0)) }
        var calls: Int { state.withLock { $0.calls } }
        func callAsFunction(_: HTTPRequest) throws -> String {
            try state.withLock { state in
                state.calls += 1
                if !state.failures.isEmpty { throw state.failures.removeFirst() }
                return "ok"
            }
        }
    }

    func retrier(fraction: Double = 1) -> Retrier {
        Retrier(policy: .standard, clock: clock, randomFraction: { fraction })
    }

    @Test func transientFailuresAreRetriedWithCappedExponentialBackoff() async throws {
        let script = Script([.serviceUnavailable(status: 503), .timedOut])
        #expect(try await retrier().run(get) { try script($0) } == "ok")
        #expect(script.calls == 3)
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
    }

    @Test func fullJitterWaitsARandomShareOfTheBackoff() async throws {
        let script = Script([.connectionInterrupted])
        _ = try await retrier(fraction: 0.5).run(get) { try script($0) }
        #expect(clock.sleeps == [.milliseconds(125)])
    }

    @Test func givesUpAfterThreeAttemptsWithTheLastError() async {
        let script = Script([.serviceUnavailable(status: 500), .serviceUnavailable(status: 502), .serviceUnavailable(status: 504)])
        await #expect(throws: CatalogError.serviceUnavailable(status: 504)) {
            try await retrier().run(get) { try script($0) }
        }
        #expect(script.calls == 3)
    }

    @Test func retryAfterIsWaitedForWhenSent() async throws {
        let script = Script([.rateLimited(retryAfter: .seconds(2))])
        _ = try await retrier().run(get) { try script($0) }
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test func noRetryIsMadeWhoseWaitWouldPassTheBudget() async {
        let policy = RetryPolicy(maximumAttempts: 10, baseDelay: .seconds(1), maximumDelay: .seconds(1), budget: .milliseconds(1_500))
        let script = Script(Array(repeating: .timedOut, count: 10))
        await #expect(throws: CatalogError.timedOut) {
            try await Retrier(policy: policy, clock: clock, randomFraction: { 1 }).run(get) { try script($0) }
        }
        // One wait of 1 s fits in 1.5 s; a second would pass it, so the failure is told at once.
        #expect(clock.sleeps == [.seconds(1)])
        #expect(script.calls == 2)
    }

    @Test func retryAfterLongerThanTheCapIsReportedAtOnce() async {
        let script = Script([.rateLimited(retryAfter: .seconds(60))])
        await #expect(throws: CatalogError.rateLimited(retryAfter: .seconds(60))) {
            try await retrier().run(get) { try script($0) }
        }
        #expect(script.calls == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func permanentFailuresAreNotRetried() async {
        let script = Script([.invalidCredentials])
        await #expect(throws: CatalogError.invalidCredentials) {
            try await retrier().run(get) { try script($0) }
        }
        #expect(script.calls == 1)
    }

    @Test func onlyGetRequestsAreRetried() async {
        let script = Script([.serviceUnavailable(status: 503)])
        var post = get
        post.method = .post
        await #expect(throws: CatalogError.serviceUnavailable(status: 503)) {
            try await retrier().run(post) { try script($0) }
        }
        #expect(script.calls == 1)
    }

    @Test func backoffNeverExceedsTheCap() {
        #expect(RetryPolicy.standard.delay(afterAttempt: 20, randomFraction: 1) == .seconds(2))
    }
}
