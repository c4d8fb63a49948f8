import Foundation
import MarqueeCore
import Synchronization

/// A ``SearchHistory`` in memory, following the same policy as the SQLite one. It keeps one list
/// for every owner: route tests act as one visitor; keeping owners apart is tested on the
/// SQLite store.
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
    public func remember(_ query: SearchQuery, for owner: OwnerID = .localUser) async throws {
        if let failure { throw failure }
        queries.withLock { $0 = SearchHistoryPolicy.remembering(query.text, in: $0) }
    }

    /// The remembered queries, newest first.
    public func recentQueries(of owner: OwnerID = .localUser) async throws -> [String] {
        if let failure { throw failure }
        return queries.withLock { $0 }
    }

    /// Drops the entries matching `text`, ignoring case.
    public func forget(_ text: String, for owner: OwnerID = .localUser) async throws {
        if let failure { throw failure }
        queries.withLock { $0.removeAll { $0.lowercased() == text.lowercased() } }
    }

    /// Drops every entry.
    public func clear(for owner: OwnerID = .localUser) async throws {
        if let failure { throw failure }
        queries.withLock { $0.removeAll() }
    }

    /// Nothing to move: this fake keeps one list whatever the owner (the stores on SQLite keep
    /// one per owner, and their tests cover moving).
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {}
}
