import Foundation
import MarqueeCore
import Synchronization

/// A ``SearchHistory`` in memory, following the same policy as the SQLite one.
public final class InMemorySearchHistory: SearchHistory {
    private let queries = Mutex<[String]>([])
    /// When set, every call throws it: a broken store.
    private let failure: (any Error & Sendable)?

    /// A history holding `queries`, newest first; with `failure`, every call throws it.
    public init(_ queries: [String] = [], failingWith failure: (any Error & Sendable)? = nil) {
        self.queries.withLock { $0 = queries }
        self.failure = failure
    }

    /// Puts `query` at the top, dropping a copy that differs only in case.
    public func remember(_ query: SearchQuery) async throws {
        if let failure { throw failure }
        queries.withLock { list in
            list.removeAll { $0.lowercased() == query.text.lowercased() }
            list.insert(query.text, at: 0)
            list = Array(list.prefix(SearchHistoryPolicy.capacity))
        }
    }

    /// The remembered queries, newest first.
    public func recentQueries() async throws -> [String] {
        if let failure { throw failure }
        return queries.withLock { $0 }
    }

    /// Drops the entries matching `text`, ignoring case.
    public func forget(_ text: String) async throws {
        if let failure { throw failure }
        queries.withLock { $0.removeAll { $0.lowercased() == text.lowercased() } }
    }

    /// Drops every entry.
    public func clear() async throws {
        if let failure { throw failure }
        queries.withLock { $0.removeAll() }
    }
}
