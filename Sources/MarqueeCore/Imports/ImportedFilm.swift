import Foundation

/// A film as another service's export names it: the ids it gives, if any, and its title and
/// year as that service wrote them. Letterboxd gives a name and a year, IMDb its own id, Trakt
/// TMDB's id; matching it to a film of the catalog comes after reading.
public struct ImportedFilm: Sendable, Hashable, Codable {
    /// The title as written in the file (the service's, possibly localized).
    public var title: String
    /// The original title, when the file gives one apart (IMDb's newer exports).
    public var originalTitle: String?
    /// The year of release; nil when the file leaves it empty (an unreleased or obscure film).
    public var year: Int?
    /// TMDB's id, when the file gives it (Trakt, Marquee, Letterboxd's import format).
    public var tmdbID: Int?
    /// IMDb's id, `tt` and digits (IMDb, Trakt).
    public var imdbID: String?

    public init(title: String, originalTitle: String? = nil, year: Int? = nil, tmdbID: Int? = nil, imdbID: String? = nil) {
        self.title = title
        self.originalTitle = originalTitle
        self.year = year
        self.tmdbID = tmdbID
        self.imdbID = imdbID
    }

    /// "Heat (1995)", or the title alone without a year.
    public var label: String {
        year.map { "\(title) (\($0))" } ?? title
    }
}

/// IMDb's id of a title: `tt` and at least seven digits (`tt0113277`). The ids of other things
/// (people `nm…`) and bare numbers are not films' ids.
public struct IMDbID: Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        let digits = text.utf8.dropFirst(2)
        guard text.hasPrefix("tt"), (7...10).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }
}
