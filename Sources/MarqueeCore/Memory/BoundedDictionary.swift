import Foundation

/// A dictionary that holds at most ``capacity`` entries, dropping the oldest first: memory kept
/// for what many requests ask alike, which a crawler asking for everything cannot grow. Not
/// synchronized; its owner guards it (a `Mutex`, an `NSLock`).
///
/// ```swift
/// var pages = BoundedDictionary<Int, String>(capacity: 2)
/// pages[1] = "Heat"; pages[2] = "Ran"; pages[3] = "Ikiru"   // 1 is dropped
/// ```
public struct BoundedDictionary<Key: Hashable, Value> {
    /// The most entries kept; 0 keeps none.
    public let capacity: Int
    private var values: [Key: Value] = [:]
    /// Keys in the order they came, a ring once full: `oldest` is the next to go.
    private var order: [Key] = []
    private var oldest = 0

    /// An empty dictionary of at most `capacity` entries.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many entries it holds.
    public var count: Int { values.count }

    /// The value kept for `key`; setting a new key past the capacity drops the oldest entry, and
    /// setting a key again replaces its value without making it newer. Setting nil is ignored:
    /// entries leave only by age or ``removeAll()``.
    public subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            guard let newValue, capacity > 0 else { return }
            if values.updateValue(newValue, forKey: key) != nil { return }
            if order.count < capacity {
                order.append(key)
            } else {
                values[order[oldest]] = nil
                order[oldest] = key
                oldest = (oldest + 1) % capacity
            }
        }
    }

    /// Drops every entry.
    public mutating func removeAll() {
        values.removeAll()
        order.removeAll()
        oldest = 0
    }
}

extension BoundedDictionary: Sendable where Key: Sendable, Value: Sendable {}
