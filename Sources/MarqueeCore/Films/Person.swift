import Foundation

/// A calendar day as TMDB writes it (`YYYY-MM-DD`): a release date, a birthday.
public typealias CalendarDay = ReleaseDate

/// A person's page: who they are, and the films they were in or directed.
public struct Person: Sendable, Hashable, Codable, Identifiable {
    /// TMDB's person id.
    public let id: Int
    /// Their name.
    public let name: String
    /// TMDB's path of their photo; nil when there is none.
    public let profilePath: String?
    /// What they are known for, such as "Acting" or "Directing"; empty when not known.
    public let knownFor: String
    /// When they were born; nil when not known.
    public let birthday: CalendarDay?
    /// When they died; nil while living or when not known.
    public let deathday: CalendarDay?
    /// Where they were born; empty when not known.
    public let placeOfBirth: String
    /// Their biography as plain text (paragraphs split by blank lines); empty offline.
    public let biography: String
    /// The films they played in, with the part, newest first.
    public let castCredits: [PersonFilmCredit]
    /// The films they directed, newest first.
    public let directed: [Movie]

    /// Gathers a person's page; the films are put newest first (undated last, then by title).
    public init(
        id: Int, name: String, profilePath: String? = nil, knownFor: String = "", birthday: CalendarDay? = nil,
        deathday: CalendarDay? = nil, placeOfBirth: String = "", biography: String = "",
        castCredits: [PersonFilmCredit] = [], directed: [Movie] = []
    ) {
        self.id = id
        self.name = name
        self.profilePath = profilePath
        self.knownFor = knownFor
        self.birthday = birthday
        self.deathday = deathday
        self.placeOfBirth = placeOfBirth
        self.biography = biography
        self.castCredits = castCredits.sorted { Movie.newestFirst($0.movie, $1.movie) }
        self.directed = directed.sorted(by: Movie.newestFirst)
    }

    /// The reference that links to this page.
    public var reference: PersonReference { PersonReference(id: id, name: name, profilePath: profilePath) }
}

/// One film a person played in, and the part.
public struct PersonFilmCredit: Sendable, Hashable, Codable {
    /// The film.
    public let movie: Movie
    /// The character as credited; empty when not named.
    public let character: String

    /// `movie`, in which the person played `character`.
    public init(movie: Movie, character: String) {
        self.movie = movie
        self.character = character
    }
}

extension Movie {
    /// Newest first; films without a date after every dated one; then by title, then id, so the
    /// order never depends on where the films came from.
    public static func newestFirst(_ lhs: Movie, _ rhs: Movie) -> Bool {
        switch (lhs.releaseDate, rhs.releaseDate) {
        case let (left?, right?) where left != right: return left > right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (lhs.title, lhs.id) < (rhs.title, rhs.id)
        }
    }
}
