import Foundation

/// Each owner's recent successful searches, newest first, persisted by an adapter.
public protocol SearchHistory: Sendable {
    /// Remembers a query for `owner`: moves an entry with the same text, compared
    /// case-insensitively, to the top, and keeps only the newest ``SearchHistoryPolicy/capacity``.
    func remember(_ query: SearchQuery, for owner: OwnerID) async throws
    /// The owner's remembered queries, newest first, at most ``SearchHistoryPolicy/capacity``.
    func recentQueries(of owner: OwnerID) async throws -> [String]
    /// Forgets one of the owner's queries, compared case-insensitively.
    func forget(_ text: String, for owner: OwnerID) async throws
    /// Forgets every query of the owner.
    func clear(for owner: OwnerID) async throws
    /// Gives the queries of `source` to `destination` (a visitor's, when they log in), merged
    /// by recency: a query both have keeps its newer date, and only the newest
    /// ``SearchHistoryPolicy/capacity`` remain. `source` is left with none.
    func moveAll(from source: OwnerID, to destination: OwnerID) async throws
}

/// The rules every ``SearchHistory`` follows.
public enum SearchHistoryPolicy {
    /// How many queries are kept.
    public static let capacity = 10

    /// The list after remembering `query` on top of `recent`: what the store will hold, worked
    /// out without reading it again.
    public static func remembering(_ query: String, in recent: [String]) -> [String] {
        let folded = normalize(query)
        return Array(([query] + recent.filter { normalize($0) != folded }).prefix(capacity))
    }

    /// The form two queries are compared in: case folded, runs of spaces made one.
    public static func normalize(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
