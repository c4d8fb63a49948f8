import Foundation
import Logging
import MarqueeCore
import Synchronization

/// Writes down when each visitor was last seen, so that a browser gone for good can be
/// forgotten: at most once a day for each visitor in this process, so browsing does not write
/// on every page. A write that fails is logged and tried again on the next visit.
final class VisitLedger: Sendable {
    private static let interval: TimeInterval = 86_400
    /// Past this many visitors remembered, the memory starts again (a few extra writes).
    private static let capacity = 100_000

    private let housekeeping: (any Housekeeping)?
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let written = Mutex<[OwnerID: Date]>([:])

    /// - Parameter housekeeping: where visits are written; nil writes none (tests).
    init(housekeeping: (any Housekeeping)?, now: @escaping @Sendable () -> Date = Date.init, logger: Logger) {
        self.housekeeping = housekeeping
        self.now = now
        self.logger = logger
    }

    /// Notes that `visitor` is here now.
    func seen(_ visitor: OwnerID) async {
        guard let housekeeping else { return }
        let date = now()
        let isDue = written.withLock { written in
            if let last = written[visitor], date.timeIntervalSince(last) < Self.interval { return false }
            if written.count >= Self.capacity { written.removeAll(keepingCapacity: true) }
            written[visitor] = date
            return true
        }
        guard isDue else { return }
        do {
            try await housekeeping.visitorSeen(visitor, at: date)
        } catch {
            _ = written.withLock { $0.removeValue(forKey: visitor) }
            logger.error("Could not write down a visit", metadata: ["error": "\(error)"])
        }
    }
}
