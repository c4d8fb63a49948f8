import Foundation

/// The name of a list, made where it is created (a form's hidden field, the command line), so
/// that a form sent twice makes one list.
public struct FilmListID: Sendable, Hashable, CustomStringConvertible {
    /// 8 to 64 ASCII letters, digits and hyphens, lowercased.
    public let rawValue: String

    public init?(_ text: String) {
        guard let id = ViewingID(text) else { return nil }
        rawValue = id.rawValue
    }

    /// A new name.
    public static func make() -> FilmListID {
        FilmListID(ViewingID.make().rawValue)!
    }

    /// The name of the owner's list imported as `name`: the same for the same owner and name
    /// whenever it is imported (FNV-1a of both, in hex), so that an import again finds it.
    public static func imported(_ name: String, owner: OwnerID) -> FilmListID {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in (owner.rawValue + "\u{0}" + name).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return FilmListID("imported-" + String(hash, radix: 16))!
    }

    public var description: String { rawValue }
}

/// The secret part of a shared list's address: 32 lowercase hex digits (128 random bits), made by
/// the adapter that shares it. Turning sharing off keeps the token, so its old link says the list
/// is no longer shared; sharing again makes a new one.
public struct ShareToken: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ text: String) {
        guard text.utf8.count == 32, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        rawValue = text
    }

    /// A new token of 128 random bits.
    public static func make() -> ShareToken {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
        return ShareToken(hex)!
    }

    public var description: String { rawValue }
}
