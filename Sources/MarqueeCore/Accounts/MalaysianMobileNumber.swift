import Foundation

/// A Malaysian mobile number, checked against libphonenumber's metadata
/// (``MalaysianMobilePattern``), kept in E.164 and shown the Malaysian way.
///
/// ```swift
/// let number = MalaysianMobileNumber("+60 12-345 6789")
/// number?.e164            // "+60123456789"
/// number?.formatted       // "012-345 6789"
/// MalaysianMobileNumber("03-2385 6789")   // nil: a fixed line
/// ```
public struct MalaysianMobileNumber: Sendable, Hashable, CustomStringConvertible {
    /// The national significant number: the digits after `+60` (or after the trunk `0`).
    public let nationalNumber: String

    /// Reads `0XXXXXXXXX`, `60XXXXXXXXX` or `+60XXXXXXXXX`, with any spaces, dashes, dots and
    /// brackets; nil for any other form, another country code, or a number that is not a
    /// Malaysian mobile number.
    public init?(_ input: String) {
        var text = ""
        for character in input.trimmingCharacters(in: .whitespacesAndNewlines) {
            if " -.()[]".contains(character) { continue }
            guard character.isASCII, character.isNumber || (character == "+" && text.isEmpty) else { return nil }
            text.append(character)
        }
        let national: Substring
        if text.hasPrefix("+60") {
            national = text.dropFirst(3)
        } else if text.hasPrefix("60") {
            national = text.dropFirst(2)
        } else if text.hasPrefix("0") {
            national = text.dropFirst(1)
        } else {
            return nil
        }
        guard MalaysianMobilePattern.lengths.contains(national.count),
              case .some(.some) = try? Self.pattern.wholeMatch(in: national)
        else { return nil }
        nationalNumber = String(national)
    }

    /// Restores a number stored in E.164 (`+60123456789`); nil when it is not a valid one.
    public init?(e164: String) {
        guard e164.hasPrefix("+60") else { return nil }
        self.init(e164)
    }

    /// `+60` and the national number, as stored.
    public var e164: String { "+60" + nationalNumber }

    /// As Malaysians write it: `012-345 6789`, `011-2345 6789`, `0159-123 4567`.
    public var formatted: String {
        let digits = Array("0" + nationalNumber)
        // The area part is one digit longer for 10-digit numbers starting 15.
        let prefixLength = nationalNumber.count == 10 && nationalNumber.hasPrefix("15") ? 4 : 3
        let middleLength = digits.count - prefixLength - 4
        let prefix = String(digits[..<prefixLength])
        let middle = String(digits[prefixLength..<(prefixLength + middleLength)])
        let last = String(digits[(prefixLength + middleLength)...])
        return "\(prefix)-\(middle) \(last)"
    }

    public var description: String { formatted }

    // Compiled for each check: a Regex is not Sendable, and numbers are checked only when a
    // person submits a form.
    private static var pattern: Regex<AnyRegexOutput> {
        // The pattern is a constant of this module, tested to compile.
        try! Regex(MalaysianMobilePattern.nationalNumber)
    }
}
