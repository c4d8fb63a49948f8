import Foundation

/// Whose favorites and history these are: an anonymous browser today, an account later.
public struct OwnerID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The owner of what the command line does on this machine.
    public static let localUser = OwnerID("local")

    public var description: String { rawValue }
}
