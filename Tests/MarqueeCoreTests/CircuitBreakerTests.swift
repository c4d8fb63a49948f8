import Foundation
import MarqueeCore
import Testing

@Suite struct CircuitBreakerTests {
    let start = Date(timeIntervalSince1970: 1_000)
    let breaker = CircuitBreaker(policy: .init(initialInterval: 5, maximumInterval: 20))

    @Test func closedUntilTheUpstreamCannotBeReached() {
        #expect(breaker.decision(at: start) == .closed)
        breaker.recordFailure(at: start)
        #expect(breaker.decision(at: start.addingTimeInterval(4)) == .open(probe: false))
    }

    @Test func onceTheIntervalPassesOneRequestProbesAndTheOthersStillUseTheCopy() {
        breaker.recordFailure(at: start)
        #expect(breaker.decision(at: start.addingTimeInterval(5)) == .open(probe: true))
        #expect(breaker.decision(at: start.addingTimeInterval(6)) == .open(probe: false))
    }

    @Test func eachFailedProbeDoublesTheIntervalUpToTheMaximum() {
        breaker.recordFailure(at: start)
        var now = start
        for expected in [10.0, 20, 20] {
            now = now.addingTimeInterval(100)
            #expect(breaker.decision(at: now) == .open(probe: true))
            breaker.recordFailure(at: now)
            #expect(breaker.decision(at: now.addingTimeInterval(expected - 1)) == .open(probe: false))
            #expect(breaker.decision(at: now.addingTimeInterval(expected)) == .open(probe: true))
            breaker.recordFailure(at: now)
        }
    }

    @Test func anAnswerClosesItAndTheNextFailureStartsAgainFromTheFirstInterval() {
        breaker.recordFailure(at: start)
        _ = breaker.decision(at: start.addingTimeInterval(5))
        breaker.recordFailure(at: start.addingTimeInterval(5))
        breaker.recordSuccess()
        #expect(breaker.decision(at: start) == .closed)
        breaker.recordFailure(at: start)
        #expect(breaker.decision(at: start.addingTimeInterval(5)) == .open(probe: true))
    }
}
