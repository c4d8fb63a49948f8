import Foundation
import MarqueeCore

/// What `marquee person ID` prints.
public struct PersonReport: Sendable {
    private let person: Person
    private let state: PersonViewState
    private let localizer: Localizer

    /// The report of `outcome`, its text in `localizer`'s language.
    public init(outcome: PersonOutcome, localizer: Localizer) {
        person = outcome.person
        state = PersonViewState(outcome, localizer: localizer)
        self.localizer = localizer
    }

    /// Name and facts, the biography, then the films as cast and as director, newest first.
    public var text: String {
        var lines = [state.name]
        lines += [state.knownFor, state.born, state.died].compactMap { $0 }
        let biography = state.biography + state.biographyMore
        if !biography.isEmpty { lines += [""] + biography }
        let row = { (movie: Movie) in "  \(movie.id)  \(movie.title)" + (movie.releaseDate.map { " (\($0.year))" } ?? "") }
        if !person.castCredits.isEmpty {
            lines += ["", localizer[PersonCommandText.acting]] + person.castCredits.map { credit in
                credit.character.isEmpty ? row(credit.movie) : localizer(PersonCommandText.role, row(credit.movie), credit.character)
            }
        }
        if !person.directed.isEmpty { lines += ["", localizer[PersonCommandText.directing]] + person.directed.map(row) }
        if person.castCredits.isEmpty && person.directed.isEmpty { lines += ["", localizer[PersonCommandText.noFilms]] }
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
