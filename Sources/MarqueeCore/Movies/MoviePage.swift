import Foundation

/// One page of movies answering a search, with the totals a pager needs.
public struct MoviePage: Sendable, Hashable, Codable {
    /// The page number, from 1.
    public let page: Int
    /// How many pages the whole answer has.
    public let totalPages: Int
    /// How many films the whole answer has, across all pages; a lower bound when
    /// ``totalIsCapped`` is true.
    public let totalResults: Int
    /// True when the source stopped counting at ``totalResults`` ("10,000+ results"): more
    /// films match than were counted.
    public let totalIsCapped: Bool
    /// The films on this page, in the source's order.
    public let movies: [Movie]

    /// Gathers one page and the totals of the whole answer.
    public init(page: Int, totalPages: Int, totalResults: Int, totalIsCapped: Bool = false, movies: [Movie]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.totalIsCapped = totalIsCapped
        self.movies = movies
    }

    /// Reads a page, including one cached before `totalIsCapped` existed (then false).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        totalPages = try container.decode(Int.self, forKey: .totalPages)
        totalResults = try container.decode(Int.self, forKey: .totalResults)
        totalIsCapped = try container.decodeIfPresent(Bool.self, forKey: .totalIsCapped) ?? false
        movies = try container.decode([Movie].self, forKey: .movies)
    }

    /// Whether a page follows this one.
    public var hasNextPage: Bool { page < totalPages }

    /// A page after the last: asked for by an old or edited link, it has no films.
    public var isPastTheEnd: Bool { page > 1 && movies.isEmpty }

    /// An empty answer.
    public static let empty = MoviePage(page: 1, totalPages: 0, totalResults: 0, movies: [])
}
