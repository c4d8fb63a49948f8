import Foundation

/// A person named in a film's credits: enough to show them and link to their page.
public struct PersonReference: Sendable, Hashable, Codable, Identifiable {
    /// TMDB's person id, the one address of their page whether live or offline.
    public let id: Int
    /// The name as credited.
    public let name: String
    /// TMDB's path of their photo; nil when there is none.
    public let profilePath: String?

    /// A person with TMDB's `id`, `name` and, when known, the path of a photo.
    public init(id: Int, name: String, profilePath: String? = nil) {
        self.id = id
        self.name = name
        self.profilePath = profilePath
    }
}

/// One part in a film's cast: who, and whom they play.
public struct CastCredit: Sendable, Hashable, Codable {
    /// The actor.
    public let person: PersonReference
    /// The character as credited; empty when TMDB names none.
    public let character: String

    /// `person` playing `character`.
    public init(person: PersonReference, character: String) {
        self.person = person
        self.character = character
    }
}
