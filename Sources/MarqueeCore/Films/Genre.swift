import Foundation

/// A kind of film, as TMDB names it: one of TMDB's movie genres.
public struct Genre: Sendable, Hashable, Codable, Identifiable {
    /// TMDB's id of the genre, such as 28 for Action.
    public let id: Int
    /// The genre's English name, such as "Science Fiction".
    public let name: String

    /// A genre with TMDB's `id` and `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// TMDB's movie genres (`/genre/movie/list`), in TMDB's order. The list has not changed in
    /// years, so Marquee names genres offline and live from it without asking.
    public static let all: [Genre] = [
        Genre(id: 28, name: "Action"), Genre(id: 12, name: "Adventure"), Genre(id: 16, name: "Animation"),
        Genre(id: 35, name: "Comedy"), Genre(id: 80, name: "Crime"), Genre(id: 99, name: "Documentary"),
        Genre(id: 18, name: "Drama"), Genre(id: 10751, name: "Family"), Genre(id: 14, name: "Fantasy"),
        Genre(id: 36, name: "History"), Genre(id: 27, name: "Horror"), Genre(id: 10402, name: "Music"),
        Genre(id: 9648, name: "Mystery"), Genre(id: 10749, name: "Romance"), Genre(id: 878, name: "Science Fiction"),
        Genre(id: 10770, name: "TV Movie"), Genre(id: 53, name: "Thriller"), Genre(id: 10752, name: "War"),
        Genre(id: 37, name: "Western"),
    ]

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name.lowercased(), $0) })

    /// The genre with TMDB id `id`; nil for an id TMDB does not list.
    public init?(id: Int) {
        guard let genre = Self.byID[id] else { return nil }
        self = genre
    }

    /// The genre named `name` (any case); nil for a name TMDB does not list.
    public init?(named name: String) {
        guard let genre = Self.byName[name.lowercased()] else { return nil }
        self = genre
    }

    /// The genres of `ids` that TMDB lists, in the order given, each once.
    public static func named(_ ids: [Int]) -> [Genre] {
        var seen = Set<Int>()
        return ids.compactMap { id in seen.insert(id).inserted ? Genre(id: id) : nil }
    }
}
