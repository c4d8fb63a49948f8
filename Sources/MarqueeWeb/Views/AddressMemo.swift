import MarqueeCore
import Synchronization

/// What a pure function made of an address (its query string, its `Route`), kept by the
/// address: every visitor of a search asks with the same one, and decoding it as a form took a
/// tenth of a search page's CPU under load (`URLEncodedFormDecoder`, twice a page; perf,
/// 2026-11-27). At most ``capacity`` answers, the oldest dropped first; an address longer than
/// ``maximumBytes`` is worked out every time, so a crawler's long addresses cannot fill memory.
final class AddressMemo<Output: Sendable>: Sendable {
    /// The longest address kept, in UTF-8.
    static var maximumBytes: Int { 512 }

    private let answers: Mutex<BoundedDictionary<String, Output>>
    private let work: @Sendable (String) -> Output

    /// A memo of `work`'s answers, at most `capacity` of them.
    init(capacity: Int = 1_000, _ work: @escaping @Sendable (String) -> Output) {
        answers = Mutex(BoundedDictionary(capacity: capacity))
        self.work = work
    }

    /// `work(address)`, worked out once for a short address.
    func callAsFunction(_ address: String) -> Output {
        guard address.utf8.count <= Self.maximumBytes else { return work(address) }
        if let kept = answers.withLock({ $0[address] }) { return kept }
        let output = work(address)
        answers.withLock { $0[address] = output }
        return output
    }
}
