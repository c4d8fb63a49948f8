import MarqueeCore
import Synchronization

/// Values worked out once and kept by their key, shared by every request: at most a capacity of
/// them, the oldest dropped first (`BoundedDictionary`). The rows and cards of `ListMarkup` and
/// the answers of a `StringMemo` live in one.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values: Mutex<BoundedDictionary<Key, Value>>

    /// A memo of at most `capacity` values.
    init(capacity: Int) {
        values = Mutex(BoundedDictionary(capacity: capacity))
    }

    /// The value kept for `key`, else what `make` makes, kept.
    func value(for key: Key, make: () -> Value) -> Value {
        if let kept = values.withLock({ $0[key] }) { return kept }
        let value = make()
        values.withLock { $0[key] = value }
        return value
    }
}
