import Foundation
import MarqueeCore
import Synchronization

/// The last time a request could not be saved because the database could not write (a full
/// disk): `/healthz` reports the database unwritable for a minute after it, even when its own
/// one-row probe still fits in the space left.
final class StoreHealth: Sendable {
    private static let memory: TimeInterval = 60
    private let lastFailure = Mutex<(date: Date, error: StoreUnavailableError)?>(nil)

    /// Notes a write the database refused at `date`.
    func writeFailed(_ error: StoreUnavailableError, at date: Date = Date()) {
        lastFailure.withLock { $0 = (date, error) }
    }

    /// The failure of the last minute before `date`, if any.
    func recentFailure(at date: Date = Date()) -> StoreUnavailableError? {
        lastFailure.withLock { last in
            guard let last, date.timeIntervalSince(last.date) < Self.memory else { return nil }
            return last.error
        }
    }
}
