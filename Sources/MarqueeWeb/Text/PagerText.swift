import MarqueeCore

/// The words at the end of every paged list.
enum PagerText: String, MessageKey {
    static let table = "pager"

    /// On a page past the end: what happened, and the link back.
    case pastTheEnd, backToFirstPage
}
