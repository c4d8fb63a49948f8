import Foundation
import MarqueeCore
import Synchronization

/// Pages worked out from the catalog (a film's facts, people and "More like this"; a page of
/// search results), kept in memory until the catalog changes. The catalog changes only on import,
/// which writes a new generation into the store's `metadata` (`catalogGeneration`); a page is
/// served from here only while the generation it was worked out under is still the store's. Holds
/// at most `capacity` pages, the oldest dropped first, so a crawler cannot grow it.
public final class CatalogPageCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var generation: String?
        var pages: BoundedDictionary<Key, Value>
    }

    private let state: Mutex<State>

    /// A cache of at most `capacity` pages; 0 keeps none (a benchmark of the work itself).
    public init(capacity: Int = 2_000) {
        state = Mutex(State(generation: nil, pages: BoundedDictionary(capacity: capacity)))
    }

    /// The page of `key` worked out under `generation`; nil when there is none.
    public func value(for key: Key, generation: String?) -> Value? {
        state.withLock { state in state.generation == generation ? state.pages[key] : nil }
    }

    /// Keeps the page of `key`, worked out under `generation`; a new generation drops every
    /// page of the old one.
    public func store(_ value: Value, for key: Key, generation: String?) {
        state.withLock { state in
            if state.generation != generation {
                state.generation = generation
                state.pages.removeAll()
            }
            state.pages[key] = value
        }
    }
}
