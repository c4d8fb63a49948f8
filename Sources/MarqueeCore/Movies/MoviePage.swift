import Foundation

/// One page of movies answering a search, with the totals a pager needs.
public struct MoviePage: Sendable, Hashable, Codable {
    /// The page number, from 1.
    public let page: Int
    /// How many pages the whole answer has.
    public let totalPages: Int
    /// How many films the whole answer has, across all pages.
    public let totalResults: Int
    /// The films on this page, in the source's order.
    public let movies: [Movie]

    /// Gathers one page and the totals of the whole answer.
    public init(page: Int, totalPages: Int, totalResults: Int, movies: [Movie]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
    }

    /// Whether a page follows this one.
    public var hasNextPage: Bool { page < totalPages }

    /// An empty answer.
    public static let empty = MoviePage(page: 1, totalPages: 0, totalResults: 0, movies: [])
}
