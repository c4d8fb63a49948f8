import Foundation
import MarqueeCore

/// One line of a catalog file: a TMDB v3 movie result plus an optional `critic_score`, and,
/// as TMDB's `/movie/{id}?append_to_response=credits` writes them, an optional `runtime`,
/// `genres` (`{"id", "name"}`) and `credits` (`cast` with `character` and `order`, `crew` with
/// `job`; only the directors are kept). Or a line of TMDB's daily export of every film
/// (`movie_ids_MM_DD_YYYY.json.gz`): `id`, `original_title`, `popularity`, `adult`, `video`,
/// and no `title`.
struct CatalogEntry: Decodable {
    struct GenreEntry: Decodable {
        let id: Int
        let name: String?
    }

    struct Credits: Decodable {
        let cast: [CastEntry]?
        let crew: [CrewEntry]?
    }

    struct CastEntry: Decodable {
        let id: Int
        let name: String
        let character: String?
        let order: Int?
        let profilePath: String?

        enum CodingKeys: String, CodingKey {
            case id, name, character, order
            case profilePath = "profile_path"
        }
    }

    struct CrewEntry: Decodable {
        let id: Int
        let name: String
        let job: String?
        let profilePath: String?

        enum CodingKeys: String, CodingKey {
            case id, name, job
            case profilePath = "profile_path"
        }
    }

    let id: Int
    let title: String?
    let originalTitle: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double?
    let voteAverage: Double?
    let voteCount: Int?
    let genreIds: [Int]?
    let adult: Bool?
    let video: Bool?
    let originalLanguage: String?
    let criticScore: Int?
    let runtime: Int?
    let genres: [GenreEntry]?
    let credits: Credits?

    /// The file's snake_case keys, spelled out: the decoder's `convertFromSnakeCase` rewrote
    /// every key of every line and was a tenth of an import's time.
    enum CodingKeys: String, CodingKey {
        case id, title, overview, popularity, adult, video
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIds = "genre_ids"
        case originalLanguage = "original_language"
        case criticScore = "critic_score"
        case runtime, genres, credits
    }

    /// Whether the line is one of TMDB's daily export: an original title and no title.
    var isExportListing: Bool { title == nil && originalTitle != nil }

    /// The film of a full line (``isExportListing`` false, `title` present).
    var movie: Movie {
        Movie(
            id: id,
            title: title ?? "",
            originalTitle: originalTitle,
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap(ReleaseDate.init),
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity ?? 0,
            voteAverage: voteAverage ?? 0,
            voteCount: voteCount ?? 0,
            genreIDs: genreIds ?? genres?.map(\.id) ?? [],
            isAdult: adult ?? false,
            originalLanguage: originalLanguage ?? "en",
            criticScore: criticScore.map { min(max($0, 0), 100) }
        )
    }

    /// The runtime (when positive), the directors and the cast by billing order, each person once.
    var facts: CatalogFilmFacts {
        var directorsSeen = Set<Int>(), castSeen = Set<Int>()
        let directors = credits?.crew.map { crew in
            crew.filter { $0.job == "Director" && !$0.name.isEmpty && directorsSeen.insert($0.id).inserted }
                .map { PersonReference(id: $0.id, name: $0.name, profilePath: $0.profilePath.flatMap { $0.isEmpty ? nil : $0 }) }
        }
        let cast = credits?.cast.map { cast in
            cast.enumerated()
                .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
                .map(\.element)
                .filter { !$0.name.isEmpty && castSeen.insert($0.id).inserted }
                .map { CastCredit(person: PersonReference(id: $0.id, name: $0.name, profilePath: $0.profilePath.flatMap { $0.isEmpty ? nil : $0 }),
                                  character: $0.character ?? "") }
        }
        return CatalogFilmFacts(runtime: runtime.flatMap { $0 > 0 ? $0 : nil }, directors: directors, cast: cast)
    }

    static let decoder = JSONDecoder()
}
