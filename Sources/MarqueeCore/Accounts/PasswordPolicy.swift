import Foundation

/// What is wrong with a new password.
public enum PasswordProblem: Sendable, Equatable {
    /// Fewer than 8 characters, or none that is neither a letter nor a digit.
    case breaksRule
    /// More than 72 bytes in UTF-8: bcrypt would ignore the rest.
    case tooLong
    /// On the list of common passwords.
    case tooCommon
}

/// The rules a password meets. The specification's rule (at least 8 characters, one of them
/// neither a letter nor a digit) applies at sign-up and log in; the byte limit and the list of
/// common passwords apply when a password is chosen.
public struct PasswordPolicy: Sendable {
    /// Fewest characters.
    public static let minimumLength = 8
    /// Most UTF-8 bytes: bcrypt reads no further, so a longer password is refused rather than
    /// silently cut.
    public static let maximumBytes = 72

    private let commonPasswords: Set<String>

    /// A policy refusing the passwords of `commonPasswords`, compared lower-cased.
    public init(commonPasswords: some Sequence<String>) {
        self.commonPasswords = Set(commonPasswords.map { $0.lowercased() })
    }

    /// The policy with the list shipped in this module (`Resources/common-passwords.txt`; its
    /// source and licence are in `common-passwords.md` beside it).
    public static func bundled() throws -> PasswordPolicy {
        guard let url = Bundle.module.url(forResource: "common-passwords", withExtension: "txt") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        return PasswordPolicy(commonPasswords: text.split(separator: "\n").map(String.init))
    }

    /// Whether `password` keeps the specification's rule.
    public static func meetsRule(_ password: String) -> Bool {
        password.count >= minimumLength && password.contains { !$0.isLetter && !$0.isNumber }
    }

    /// Why `password` cannot be chosen, or nil when it can.
    public func problem(with password: String) -> PasswordProblem? {
        if !Self.meetsRule(password) { return .breaksRule }
        if password.utf8.count > Self.maximumBytes { return .tooLong }
        if commonPasswords.contains(password.lowercased()) { return .tooCommon }
        return nil
    }

    /// How many passwords the list holds.
    public var commonPasswordCount: Int { commonPasswords.count }
}
