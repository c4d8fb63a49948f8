import MarqueeCore

/// The words of a person's page around their facts.
enum PersonPageText: String, MessageKey {
    static let table = "personPage"

    /// The biography's name for screen readers, and the fold of a long one.
    case biography, more
    /// The headings of their most popular films and of the films they played in and directed.
    case knownFor, acting, directing
    case noFilms
    /// The heading of a page that could not be loaded.
    case unavailable
    /// The heading and message of an address that names nobody.
    case notFound, notFoundMessage
}
