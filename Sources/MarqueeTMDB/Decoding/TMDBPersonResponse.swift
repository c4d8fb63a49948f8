import Foundation
import MarqueeCore

/// The body of `/person/{id}?append_to_response=movie_credits`.
struct TMDBPersonResponse: Decodable {
    struct MovieCredits: Decodable {
        let cast: [Lenient<CastCredit>]?
        let crew: [Lenient<CrewCredit>]?
    }

    struct CastCredit: Decodable {
        let film: TMDBMovieResult
        let character: String?

        enum CodingKeys: String, CodingKey { case character }

        init(from decoder: any Decoder) throws {
            film = try TMDBMovieResult(from: decoder)
            character = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .character)
        }
    }

    struct CrewCredit: Decodable {
        let film: TMDBMovieResult
        let job: String?

        enum CodingKeys: String, CodingKey { case job }

        init(from decoder: any Decoder) throws {
            film = try TMDBMovieResult(from: decoder)
            job = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .job)
        }
    }

    let id: Int
    let name: String?
    let profilePath: String?
    let knownForDepartment: String?
    let birthday: String?
    let deathday: String?
    let placeOfBirth: String?
    let biography: String?
    let movieCredits: Lenient<MovieCredits>?

    /// The person's page; nil for a body without a name. Adult films are left out, and a film
    /// is listed once a list (a person credited twice in one film keeps the first part).
    var person: Person? {
        guard let name, !name.isEmpty else { return nil }
        let credits = movieCredits?.value
        var castSeen = Set<Int>(), directedSeen = Set<Int>()
        let cast = (credits?.cast ?? []).compactMap(\.value).compactMap { credit -> PersonFilmCredit? in
            guard let movie = credit.film.movie, !movie.isAdult, castSeen.insert(movie.id).inserted else { return nil }
            return PersonFilmCredit(movie: movie, character: credit.character ?? "")
        }
        let directed = (credits?.crew ?? []).compactMap(\.value).compactMap { credit -> Movie? in
            guard credit.job == "Director", let movie = credit.film.movie, !movie.isAdult, directedSeen.insert(movie.id).inserted else { return nil }
            return movie
        }
        return Person(
            id: id, name: name, profilePath: profilePath.flatMap { $0.isEmpty ? nil : $0 },
            knownFor: knownForDepartment ?? "",
            birthday: birthday.flatMap(CalendarDay.init), deathday: deathday.flatMap(CalendarDay.init),
            placeOfBirth: placeOfBirth ?? "", biography: biography ?? "",
            castCredits: cast, directed: directed
        )
    }
}
