import Foundation

/// The recent successful searches, newest first, persisted by an adapter.
public protocol SearchHistory: Sendable {
    /// Remembers a query: moves an entry with the same text, compared case-insensitively, to the
    /// top, and keeps only the newest ``SearchHistoryPolicy/capacity`` entries.
    func remember(_ query: SearchQuery) async throws
    /// The remembered queries, newest first, at most ``SearchHistoryPolicy/capacity``.
    func recentQueries() async throws -> [String]
    /// Forgets one query, compared case-insensitively.
    func forget(_ text: String) async throws
    /// Forgets every query.
    func clear() async throws
}

/// The rules every ``SearchHistory`` follows.
public enum SearchHistoryPolicy {
    /// How many queries are kept.
    public static let capacity = 10
}
