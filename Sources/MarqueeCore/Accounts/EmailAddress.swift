import Foundation

/// An email address as Marquee keeps it: trimmed, lower-cased, and shaped like an address.
///
/// ```swift
/// EmailAddress("  Ana@Example.COM ")?.value   // "ana@example.com"
/// EmailAddress("ana@localhost")               // nil: the domain has no dot
/// ```
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The longest address accepted, as SMTP limits a path.
    public static let maximumLength = 254

    /// The address, trimmed and lower-cased.
    public let value: String

    /// Accepts one `@` between a non-empty local part and a domain with a dot (no empty label
    /// on either side of it), no spaces, at most ``maximumLength`` characters.
    public init?(_ input: String) {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !text.isEmpty, text.count <= Self.maximumLength,
              !text.contains(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        else { return nil }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return nil }
        value = text
    }

    /// The address hidden for logs: the first character of the local part and the domain
    /// (`a***@example.com`).
    public var masked: String {
        let at = value.firstIndex(of: "@")!
        return "\(value[value.startIndex])***\(value[at...])"
    }

    public var description: String { value }
}
