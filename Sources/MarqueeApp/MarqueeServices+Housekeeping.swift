import Foundation
import Logging
import MarqueeCore
import MarqueeStore

extension MarqueeServices {
    /// What is kept how long once unused: visitors as the settings say, the rest by default.
    public var retentionRules: RetentionRules {
        RetentionRules(visitorIdle: settings.visitorExpiry)
    }

    /// Deletes what the retention rules say is over at `now`, and logs what went.
    @discardableResult
    public func sweep(at now: Date = Date()) async throws -> SweepReport {
        let report = try await stores.housekeeping.sweep(retentionRules, at: now)
        logger.info("Housekeeping swept \(report)")
        return report
    }

    /// ``sweep(at:)`` now, then every `interval` until the task is cancelled; a sweep that fails
    /// is logged and tried again at the next.
    func sweepPeriodically(every interval: Duration) async {
        while !Task.isCancelled {
            do {
                try await sweep()
            } catch {
                logger.error("Housekeeping could not sweep: \(error)")
            }
            try? await clock.sleep(for: interval)
        }
    }
}
