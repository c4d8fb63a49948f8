import Foundation
import MarqueeCore

/// What `marquee person ID` prints.
public struct PersonReport: Sendable {
    private let person: Person
    private let state: PersonViewState

    /// The report of `outcome`.
    public init(outcome: PersonOutcome) {
        person = outcome.person
        state = PersonViewState(outcome)
    }

    /// Name and facts, the biography, then the films as cast and as director, newest first.
    public var text: String {
        var lines = [state.name]
        lines += [state.knownFor, state.born, state.died].compactMap { $0 }
        let biography = state.biography + state.biographyMore
        if !biography.isEmpty { lines += [""] + biography }
        let row = { (movie: Movie) in "  \(movie.id)  \(movie.title)" + (movie.releaseDate.map { " (\($0.year))" } ?? "") }
        if !person.castCredits.isEmpty {
            lines += ["", "Acting:"] + person.castCredits.map { row($0.movie) + ($0.character.isEmpty ? "" : " as \($0.character)") }
        }
        if !person.directed.isEmpty { lines += ["", "Directing:"] + person.directed.map(row) }
        if person.castCredits.isEmpty && person.directed.isEmpty { lines += ["", "Marquee knows none of their films yet."] }
        return lines.joined(separator: "\n")
    }

    /// The person as one JSON object.
    public var json: String {
        CommandLineJSON.encode(Body(
            id: person.id, name: person.name, knownFor: person.knownFor, birthday: person.birthday?.description,
            deathday: person.deathday?.description, placeOfBirth: person.placeOfBirth, biography: person.biography,
            cast: person.castCredits.map { FilmRow($0.movie, character: $0.character) },
            directed: person.directed.map { FilmRow($0) }
        ))
    }

    private struct Body: Encodable {
        let id: Int
        let name: String
        let knownFor: String
        let birthday: String?
        let deathday: String?
        let placeOfBirth: String
        let biography: String
        let cast: [FilmRow]
        let directed: [FilmRow]
    }
}
