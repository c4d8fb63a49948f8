import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore
import MarqueeStore

/// What `marquee watchlist`, `log`, `diary` and `year` share: the use case, the refusal of bad
/// input, and how a film and a viewing are written.
enum YourFilmsCommandLine {
    /// Runs `body`; a refused value, an unknown film or a failing catalog is said on stderr, in
    /// `localizer`'s language, with exit status 1. Nothing was written then: the use case checks
    /// every value first.
    static func refusingBadInput<Value>(_ localizer: Localizer, _ body: () async throws -> Value) async throws -> Value {
        let message: String
        do {
            return try await body()
        } catch let error as ViewingError {
            message = error.message(in: localizer)
        } catch let error as CatalogError {
            message = error == .notFound ? ViewingError.unknownFilm.message(in: localizer) : catalogFailure(error, in: localizer)
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        throw ExitCode(1)
    }

    /// A failing catalog as the commands say it on stderr: "Title: message".
    static func catalogFailure(_ error: CatalogError, in localizer: Localizer) -> String {
        "\(error.title(in: localizer)): \(error.message(in: localizer))"
    }

    /// "Heat (1995)", or the title alone when the date is not known.
    static func title(_ movie: Movie) -> String {
        movie.releaseDate.map { "\(movie.title) (\($0.year))" } ?? movie.title
    }

    /// `text` with control characters (a terminal's escape sequences among them) made spaces,
    /// line ends kept: a review is the person's text, printed as text.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar != "\n" && CharacterSet.controlCharacters.contains(scalar) ? " " : scalar
        }))
    }

    /// A viewing in JSON: `{"id","movie_id","title","release_date","watched_on","rating",
    /// "review","rewatch","ordinal","logged_at"}`; `rating` in stars (3.5), absent with
    /// `review` when not given.
    struct ViewingRow: Encodable {
        let id: String
        let movieId: Int
        let title: String
        let releaseDate: String?
        let watchedOn: String
        let rating: Double?
        let review: String?
        let rewatch: Bool
        let ordinal: Int
        let loggedAt: Date

        init(_ viewing: Viewing) {
            id = viewing.id.rawValue
            movieId = viewing.movie.id
            title = viewing.movie.title
            releaseDate = viewing.movie.releaseDate?.description
            watchedOn = viewing.watchedOn.description
            rating = viewing.rating?.stars
            review = viewing.review
            rewatch = viewing.isRewatch
            ordinal = viewing.ordinal
            loggedAt = viewing.loggedAt
        }
    }
}
