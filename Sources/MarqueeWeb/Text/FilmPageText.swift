import MarqueeCore

/// The words of a film's page around its facts: the way back, the headings of its sections,
/// and the pages shown when the film cannot be.
enum FilmPageText: String, MessageKey {
    static let table = "filmPage"

    /// The way back to a person's page.
    case back
    /// The way back to a list of films.
    case backToFilms
    /// The original title, where `%@` is.
    case originalTitle
    /// The original language's name, where `%@` is.
    case originalLanguage
    /// The link to the trailer.
    case trailer
    /// The directors' names, linked, where `%@` is.
    case directedBy
    /// Between two directors' names but the last two: ", ".
    case listSeparator
    /// Between the last two directors' names: " and ".
    case lastListSeparator
    /// The heading of the cast and the directors.
    case castAndCrew
    /// The heading of the recommended films.
    case moreLikeThis
    /// The title and heading of the page of a film that does not exist.
    case notFound
    /// What that page says.
    case notFoundMessage
    /// The title and heading of the page of a film that cannot be loaded now.
    case unavailable
}
