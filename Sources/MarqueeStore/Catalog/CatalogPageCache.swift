import Foundation
import Synchronization

/// Pages worked out from the catalog (a film's facts, people and "More like this"), kept in
/// memory until the catalog changes. The catalog changes only on import, which writes a new
/// generation into the store's `metadata` (`catalogGeneration`); a page is served from here
/// only while the generation it was worked out under is still the store's. Holds at most
/// ``capacity`` pages, the oldest dropped first, so a crawler cannot grow it.
public final class CatalogPageCache<Value: Sendable>: Sendable {
    private struct State {
        var generation: String?
        var values: [Int: Value] = [:]
        var order: [Int] = []
        var oldest = 0
    }

    /// The most pages kept.
    public let capacity: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` pages.
    public init(capacity: Int = 2_000) {
        self.capacity = max(1, capacity)
    }

    /// The page of `id` worked out under `generation`; nil when there is none.
    public func value(for id: Int, generation: String?) -> Value? {
        state.withLock { state in state.generation == generation ? state.values[id] : nil }
    }

    /// Keeps the page of `id`, worked out under `generation`; a new generation drops every
    /// page of the old one.
    public func store(_ value: Value, for id: Int, generation: String?) {
        state.withLock { state in
            if state.generation != generation {
                state = State(generation: generation)
            }
            if state.values.updateValue(value, forKey: id) != nil { return }
            if state.order.count < capacity {
                state.order.append(id)
            } else {
                state.values[state.order[state.oldest]] = nil
                state.order[state.oldest] = id
                state.oldest = (state.oldest + 1) % capacity
            }
        }
    }
}
