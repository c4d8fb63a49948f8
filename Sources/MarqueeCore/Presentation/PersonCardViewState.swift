import Foundation

/// A person on a film's page: photo (or a drawn placeholder), name, and the part they had.
public struct PersonCardViewState: Sendable, Hashable {
    /// TMDB's person id, which their page is at.
    public let id: Int
    /// Their name.
    public let name: String
    /// What they did: the character they play, or "Director".
    public let role: String
    /// Their photo; nil when there is none, and the placeholder shows ``initials``.
    public let photo: Artwork?
    /// One or two letters for the drawn placeholder, such as "CB".
    public let initials: String

    /// The card of `person`, credited as `role`.
    public init(person: PersonReference, role: String) {
        id = person.id
        name = person.name
        self.role = role
        photo = person.profilePath.flatMap { ImagePath.isValid($0) ? .image(path: $0) : nil }
        initials = Self.initials(of: person.name)
    }

    /// The first letters of the first and last words of `name`.
    static func initials(of name: String) -> String {
        // Most names are ASCII: read as bytes, they need no grapheme breaking, which was a third
        // of a film page's view state (perf, 2026-11-27).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiInitials(of: name) }
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }

    /// ``initials(of:)`` of an ASCII name: the same letters, found byte by byte.
    private static func asciiInitials(of name: String) -> String {
        var first: UInt8?, last: UInt8?, wordCount = 0, inWord = false
        for byte in name.utf8 {
            // ASCII whitespace as Character.isWhitespace sees it (tab to carriage return, space).
            let separates = byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "-")
            if separates {
                inWord = false
            } else if !inWord {
                inWord = true
                wordCount += 1
                if first == nil { first = byte } else { last = byte }
            }
        }
        guard let first else { return "?" }
        let letters = wordCount > 1 ? [first, last ?? first] : [first]
        return String(decoding: letters, as: UTF8.self).uppercased()
    }
}
