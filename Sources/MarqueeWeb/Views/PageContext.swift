import Foundation

/// What the layout needs around a screen's own view state.
struct PageContext<Content: Sendable>: Sendable {
    /// The document title.
    let title: String
    /// The token every POST form of the page carries.
    let csrfToken: String
    let content: Content
}
