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
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }
}
