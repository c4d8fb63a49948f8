import Foundation

/// Whose favorites and history these are: an anonymous browser today, an account later.
public struct OwnerID: Sendable, Hashable, CustomStringConvertible {
    /// The key stored beside each favorite and history entry, such as "local" or "visitor:…".
    public let rawValue: String

    /// Wraps the key `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The owner of what the command line does on this machine.
    public static let localUser = OwnerID("local")

    /// The key itself, for logs and messages.
    public var description: String { rawValue }
}
