import Foundation

/// The database cannot be reached (its server is down, restarting or refusing connections).
/// Nothing was written; a person should try again in a moment, and the page says so.
public struct StoreUnavailableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the database adapter saw, for the log only.
    public let reason: String

    /// An outage the adapter saw, described for the log.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "the database is unavailable: \(reason)" }

    /// What a person reads.
    public static let message = "Marquee's database is not answering. Try again in a moment; nothing you saved is lost."
}
