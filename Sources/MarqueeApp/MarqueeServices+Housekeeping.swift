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

    /// Tries the imported films not matched yet once more (50 at a time, the longest untried
    /// first): the catalog may have grown, or TMDB may answer now. Logs how many matched.
    @discardableResult
    public func rematchImportedFilms(limit: Int = 50) async -> Int {
        do {
            let matched = try await imports.rematch(limit: limit)
            if matched > 0 { logger.info("\(matched) imported films not matched before are matched now") }
            return matched
        } catch {
            logger.error("Imported films could not be matched again: \(error)")
            return 0
        }
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
            await rematchImportedFilms()
            try? await clock.sleep(for: interval)
        }
    }
}
