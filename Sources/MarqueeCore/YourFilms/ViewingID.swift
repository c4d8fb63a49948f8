import Foundation

/// The name of one viewing, made where it was logged (the page's `crypto.randomUUID()`, a
/// form's hidden field, the command line): a send tried again carries the same name, so it
/// logs one viewing, not two.
///
/// ```swift
/// ViewingID("3f2504e0-4f89-41d3-9a0c-0305e82c3301")   // a viewing's name
/// ViewingID("<script>")                                // nil
/// ```
public struct ViewingID: Sendable, Hashable, CustomStringConvertible {
    /// The name: 8 to 64 ASCII letters, digits and hyphens.
    public let rawValue: String

    /// Wraps `text` when it is 8 to 64 ASCII letters, digits and hyphens; nil otherwise.
    public init?(_ text: String) {
        guard (8...64).contains(text.utf8.count),
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        rawValue = text.lowercased()
    }

    private init(uuid: UUID) {
        rawValue = uuid.uuidString.lowercased()
    }

    /// A new name, for a viewing logged here.
    public static func make() -> ViewingID {
        ViewingID(uuid: UUID())
    }

    public var description: String { rawValue }
}
