import MarqueeCore
import Synchronization

/// The markup of list entries (a film's row or card) kept by the view state it was written
/// from: the same state always writes the same bytes, and the films of a search, of Discover or
/// of "More like this" are written for every visitor alike. A heart pressed or not is another
/// state, so nobody's hearts are written into another's page. At most ``capacity`` entries, the
/// oldest dropped first.
final class MarkupMemo<State: Hashable & Sendable>: Sendable {
    private let written: Mutex<BoundedDictionary<State, WrittenMarkup>>

    /// A memo of at most `capacity` entries.
    init(capacity: Int) {
        written = Mutex(BoundedDictionary(capacity: capacity))
    }

    /// Writes `state` into `html`: the bytes kept for it, else what `write` writes, kept.
    func write(_ state: State, to html: inout HTMLWriter, by write: (inout HTMLWriter) -> Void) {
        if let kept = written.withLock({ $0[state] }) {
            html.markup(kept)
            return
        }
        let markup = WrittenMarkup(write)
        written.withLock { $0[state] = markup }
        html.markup(markup)
    }
}

/// The memos of the lists every screen shows, built once with the pages (``Pages``). Rows take
/// about 1 KB each, cards 0.7 KB, keys about as much again: a few megabytes when full.
struct ListMarkup: Sendable {
    /// Search results and the favorites list.
    let rows = MarkupMemo<MovieRowViewState>(capacity: 2_000)
    /// Discover's grid and the genre lists.
    let cards = MarkupMemo<MovieCardViewState>(capacity: 2_000)
    /// Cards under a section heading ("More like this", a person's films).
    let sectionCards = MarkupMemo<MovieCardViewState>(capacity: 2_000)
}
