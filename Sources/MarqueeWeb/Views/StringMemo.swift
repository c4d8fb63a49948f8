/// What a pure function made of a short string, kept by the string: an address's `Route` and its
/// search parameters (every visitor of a search asks with the same address, and decoding it as a
/// form took a tenth of a search page's CPU under load: `URLEncodedFormDecoder`, twice a page;
/// perf, 2026-11-27), and whether a form token verifies for its browser (a returning visitor's
/// every page checks the same one). At most `capacity` answers (a `Memo`), the oldest dropped first; a
/// string longer than ``maximumBytes`` is worked out every time, so a crawler's long addresses
/// cannot fill memory.
final class StringMemo<Output: Sendable>: Sendable {
    /// The longest string kept, in UTF-8.
    static var maximumBytes: Int { 512 }

    private let answers: Memo<String, Output>
    private let work: @Sendable (String) -> Output

    /// A memo of `work`'s answers, at most `capacity` of them.
    init(capacity: Int = 1_000, _ work: @escaping @Sendable (String) -> Output) {
        answers = Memo(capacity: capacity)
        self.work = work
    }

    /// `work(input)`, worked out once for a short input.
    func callAsFunction(_ input: String) -> Output {
        guard input.utf8.count <= Self.maximumBytes else { return work(input) }
        return answers.value(for: input) { work(input) }
    }
}
