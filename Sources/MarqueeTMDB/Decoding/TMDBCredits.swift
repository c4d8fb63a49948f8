import Foundation
import MarqueeCore

/// The `credits` block of `/movie/{id}`: the cast in billing order and the crew.
struct TMDBCredits: Decodable {
    struct CastMember: Decodable {
        let id: Int
        let name: String?
        let character: String?
        let order: Int?
        let profilePath: String?
    }

    struct CrewMember: Decodable {
        let id: Int
        let name: String?
        let job: String?
        let profilePath: String?
    }

    let cast: [Lenient<CastMember>]?
    let crew: [Lenient<CrewMember>]?

    /// The cast by billing order (TMDB's `order`, then as listed), each person once.
    var castCredits: [CastCredit] {
        var seen = Set<Int>()
        return (cast ?? []).compactMap(\.value).enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .compactMap { _, member in
                guard let name = member.name, !name.isEmpty, seen.insert(member.id).inserted else { return nil }
                return CastCredit(person: PersonReference(id: member.id, name: name, profilePath: member.profilePath), character: member.character ?? "")
            }
    }

    /// The crew credited with the job "Director", each once.
    var directors: [PersonReference] {
        var seen = Set<Int>()
        return (crew ?? []).compactMap(\.value).compactMap { member in
            guard member.job == "Director", let name = member.name, !name.isEmpty, seen.insert(member.id).inserted else { return nil }
            return PersonReference(id: member.id, name: name, profilePath: member.profilePath)
        }
    }
}
