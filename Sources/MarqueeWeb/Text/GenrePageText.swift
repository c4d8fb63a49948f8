import MarqueeCore

/// The words of a genre's page around its films (the genres' names are ``GenreNameText``).
enum GenrePageText: String, MessageKey {
    static let table = "genrePage"

    case noFilms
    /// `%@`: the genre's name, as the heading of a page that could not be loaded.
    case unavailable
    /// The heading and message of an address that names no genre.
    case notFound, notFoundMessage
}
