import Foundation
import MarqueeCore

/// What `marquee movie ID` prints: the film's page as text for people, JSON for scripts.
public struct FilmReport: Sendable {
    private let outcome: MovieDetailsOutcome
    private let state: MovieDetailsViewState
    private let region: WatchRegion

    /// The report of `outcome`, with the offers and certification of `region`.
    public init(outcome: MovieDetailsOutcome, region: WatchRegion) {
        self.outcome = outcome
        self.region = region
        state = MovieDetailsViewState(outcome, region: region)
    }

    /// Title and facts, then the overview, people, where to watch and more like this.
    public var text: String {
        var lines = ["\(state.title) (\(state.releaseDateISO.map { String($0.prefix(4)) } ?? "date unknown"))"]
        if let tagline = state.tagline { lines.append(tagline) }
        let facts = [state.releaseDate, state.runtime, state.certification].compactMap { $0 }
        lines.append(facts.joined(separator: " · "))
        if !state.genres.isEmpty { lines.append("Genres: " + state.genres.map(\.name).joined(separator: ", ")) }
        let ratings = [state.userRating, state.criticScore].compactMap { $0 }
        if !ratings.isEmpty { lines.append(ratings.joined(separator: " · ")) }
        if let original = state.originalTitle { lines.append("Original title: \(original)") }
        if let language = state.originalLanguage { lines.append("Original language: \(language)") }
        lines += ["", state.overview]
        if !state.directors.isEmpty {
            lines += ["", "Directed by " + state.directors.map { "\($0.name) [\($0.id)]" }.joined(separator: ", ")]
        }
        if !state.cast.isEmpty {
            lines += ["", "Cast:"] + state.cast.map { "  \($0.name) [\($0.id)]" + ($0.role.isEmpty ? "" : " as \($0.role)") }
        }
        if let trailer = state.trailer { lines += ["", "Trailer: https://www.youtube.com/watch?v=\(trailer.youTubeKey)"] }
        if let watch = state.watch {
            lines += ["", "Where to watch in \(watch.regionName) (data by JustWatch):"]
            lines += watch.offers.map { "  \($0.kind): " + $0.providers.map(\.name).joined(separator: ", ") }
            if let message = watch.emptyMessage { lines.append("  " + message) }
        }
        if !outcome.profile.recommendations.isEmpty {
            let width = outcome.profile.recommendations.map { String($0.id).count }.max() ?? 0
            lines += ["", "More like this:"] + outcome.profile.recommendations.map { movie in
                "  " + String(movie.id).padding(toLength: width, withPad: " ", startingAt: 0) + "  \(movie.title)" + (movie.releaseDate.map { " (\($0.year))" } ?? "")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The film's page as one JSON object; where to watch is the region's alone.
    public var json: String {
        let profile = outcome.profile
        let providers = profile.providers(in: region)
        return CommandLineJSON.encode(Body(
            id: profile.movie.id, title: profile.movie.title, originalTitle: profile.movie.originalTitle,
            releaseDate: profile.movie.releaseDate?.description, runtimeMinutes: profile.runtime, tagline: profile.tagline,
            genres: profile.genres.map(\.name), voteAverage: profile.movie.voteAverage, voteCount: profile.movie.voteCount,
            criticScore: outcome.criticScore, overview: profile.movie.overview,
            directors: profile.directors.map { Body.Person(id: $0.id, name: $0.name, character: nil) },
            cast: profile.cast.map { Body.Person(id: $0.person.id, name: $0.person.name, character: $0.character) },
            trailerYoutubeKey: profile.trailer?.youTubeKey, region: region.code, certification: profile.certification(in: region),
            watch: profile.watchProviders == nil ? nil : Body.Watch(
                stream: providers?.stream.map(\.name) ?? [], rent: providers?.rent.map(\.name) ?? [], buy: providers?.buy.map(\.name) ?? []
            ),
            recommendations: profile.recommendations.map { FilmRow($0) },
            isFavorite: outcome.isFavorite, savedAt: outcome.savedAt
        ))
    }

    private struct Body: Encodable {
        struct Person: Encodable {
            let id: Int
            let name: String
            let character: String?
        }

        struct Watch: Encodable {
            let stream: [String]
            let rent: [String]
            let buy: [String]
        }

        let id: Int
        let title: String
        let originalTitle: String
        let releaseDate: String?
        let runtimeMinutes: Int?
        let tagline: String
        let genres: [String]
        let voteAverage: Double
        let voteCount: Int
        let criticScore: Int?
        let overview: String
        let directors: [Person]
        let cast: [Person]
        let trailerYoutubeKey: String?
        let region: String
        let certification: String?
        let watch: Watch?
        let recommendations: [FilmRow]
        let isFavorite: Bool
        let savedAt: Date?
    }
}
