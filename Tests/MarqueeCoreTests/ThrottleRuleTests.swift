import Foundation
import MarqueeCore
import Testing

@Suite struct ThrottleRuleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func attempts(_ count: Int, rule: ThrottleRule, every seconds: TimeInterval = 1) -> ThrottleState? {
        var state: ThrottleState?
        for index in 0..<count { state = rule.after(state, attemptAt: start.addingTimeInterval(Double(index) * seconds)) }
        return state
    }

    @Test func firstFailuresAreFree() {
        let state = attempts(4, rule: .accountLogIns)
        #expect(state?.attempts == 4)
        #expect(state?.lockedUntil == nil)
    }

    @Test func eachFailureAfterTheFreeOnesDoublesTheWaitUpToAnHour() throws {
        let waits = (5...12).map { count in
            let state = attempts(count, rule: .accountLogIns)!
            return state.lockedUntil!.timeIntervalSince(state.lastAttempt)
        }
        #expect(waits == [60, 120, 240, 480, 960, 1920, 3600, 3600])
    }

    @Test func aQuietDayForgetsTheFailures() {
        let state = attempts(2, rule: .accountLogIns, every: 25 * 3600)
        #expect(state?.attempts == 1)
    }

    @Test func fiveSignUpsAnHourFromOneAddress() {
        #expect(attempts(4, rule: .signUps)?.lockedUntil == nil)
        let fifth = attempts(5, rule: .signUps)!
        #expect(fifth.lockedUntil == fifth.lastAttempt.addingTimeInterval(3600))
    }
}
