import Foundation

/// The database cannot take a request now: its server is down or restarting, it is too busy to
/// answer in time, or its disk is full. Nothing was written; the page says what happened and
/// that nothing saved is lost.
public struct StoreUnavailableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the database cannot answer.
    public enum Kind: Sendable, Equatable {
        /// Its server cannot be reached (down, restarting, refusing connections).
        case unreachable
        /// It is there but too busy: a lock or a statement ran out of time.
        case busy
        /// It cannot write: the disk is full (or the file cannot be written).
        case full
    }

    /// Why, in the kind a person is told.
    public let kind: Kind
    /// What the database adapter saw, for the log only.
    public let reason: String

    /// An outage the adapter saw, described for the log.
    public init(_ kind: Kind = .unreachable, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case .unreachable: "the database is unavailable: \(reason)"
        case .busy: "the database is busy: \(reason)"
        case .full: "the database cannot write: \(reason)"
        }
    }

    /// What a person reads, in `localizer`'s language.
    public func message(in localizer: Localizer) -> String {
        switch kind {
        case .unreachable: localizer[StoreErrorText.unreachable]
        case .busy: localizer[StoreErrorText.busy]
        case .full: localizer[StoreErrorText.full]
        }
    }
}
