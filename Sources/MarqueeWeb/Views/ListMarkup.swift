import MarqueeCore

/// The markup of list entries (a film's row or card) kept by the view state it was written from,
/// built once with the pages (``Pages``): the same state always writes the same bytes, and the
/// films of a search, of Discover or of "More like this" are written for every visitor alike. A
/// heart pressed or not is another state, so nobody's hearts are written into another's page.
/// Rows take about 1 KB each, cards 0.7 KB, keys about as much again: a few megabytes when full.
struct ListMarkup: Sendable {
    /// Search results and the ranked top lists (a favorite's row, whose time is its own, is not kept).
    let rows = Memo<MovieRowViewState, WrittenMarkup>(capacity: 2_000)
    /// Discover's grid and the genre lists.
    let cards = Memo<MovieCardViewState, WrittenMarkup>(capacity: 2_000)
    /// Cards under a section heading ("More like this", a person's films).
    let sectionCards = Memo<MovieCardViewState, WrittenMarkup>(capacity: 2_000)
}
