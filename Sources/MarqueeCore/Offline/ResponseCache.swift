import Foundation

/// Keeps the last good answer of each upstream request, so Marquee can show it offline, within
/// a size limit (the oldest answers dropped first).
public protocol ResponseCache: Sendable {
    /// Stores `data` under `key`, saved at `date`.
    func store(_ data: Data, for key: CacheKey, at date: Date) async throws
    /// The stored answer for `key` and when it was saved.
    func load(_ key: CacheKey) async throws -> (data: Data, savedAt: Date)?
    /// The bytes the answers take, keys and bodies.
    func size() async throws -> Int
}

/// A value, and when it was saved if it came from the cache rather than the network.
public struct Cached<Value: Sendable>: Sendable {
    /// The answer itself.
    public let value: Value
    /// Nil when the value is fresh from the source.
    public let savedAt: Date?

    /// Wraps `value`; pass `savedAt` only when it came from the cache.
    public init(_ value: Value, savedAt: Date? = nil) {
        self.value = value
        self.savedAt = savedAt
    }
}
