/// A piece of a page that writes itself into an ``HTMLWriter``.
protocol HTMLComponent {
    /// Appends the component's HTML.
    func write(to html: inout HTMLWriter)
}

/// What the components inside a page share: the forms' CSRF token and return address, and the
/// markup of list entries written before.
struct ViewContext: Sendable {
    /// The token every POST form carries.
    let csrfToken: String
    /// The page a plain heart form returns to; nil in a fragment, whose hearts the page script
    /// sends itself (the server then falls back to the referrer).
    let returnTo: Route?
    /// Rows and cards written before; nil writes every one anew.
    var listMarkup: ListMarkup? = nil
}
