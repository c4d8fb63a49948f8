import Foundation
import MarqueeCore

/// What `marquee movie ID` prints: the film's page as text for people, JSON for scripts.
public struct FilmReport: Sendable {
    private let outcome: MovieDetailsOutcome
    private let state: MovieDetailsViewState
    private let region: WatchRegion
    private let localizer: Localizer

    /// The report of `outcome`, with the offers and certification of `region`, its text in
    /// `localizer`'s language.
    public init(outcome: MovieDetailsOutcome, region: WatchRegion, localizer: Localizer) {
        self.outcome = outcome
        self.region = region
        self.localizer = localizer
        state = MovieDetailsViewState(outcome, region: region, localizer: localizer)
    }

    /// Title and facts, then the overview, people, where to watch and more like this.
    public var text: String {
        typealias Text = MovieCommandText
        let year = state.releaseDateISO.map { String($0.prefix(4)) } ?? localizer[Text.dateUnknown]
        var lines = ["\(state.title) (\(year))"]
        if let tagline = state.tagline { lines.append(tagline) }
        let facts = [state.releaseDate, state.runtime, state.certification].compactMap { $0 }
        lines.append(facts.joined(separator: " · "))
        if !state.genres.isEmpty { lines.append(localizer(Text.genres, state.genres.map(localizer.genreName).joined(separator: ", "))) }
        let ratings = [state.userRating, state.criticScore].compactMap { $0 }
        if !ratings.isEmpty { lines.append(ratings.joined(separator: " · ")) }
        if let original = state.originalTitle { lines.append(localizer(Text.originalTitle, original)) }
        if let language = state.originalLanguage { lines.append(localizer(Text.originalLanguage, language)) }
        lines += ["", state.overview]
        if !state.directors.isEmpty {
            lines += ["", localizer(Text.directedBy, state.directors.map { "\($0.name) [\($0.id)]" }.joined(separator: ", "))]
        }
        if !state.cast.isEmpty {
            lines += ["", localizer[Text.cast]] + state.cast.map { member in
                let person = "\(member.name) [\(member.id)]"
                return "  " + (member.role.isEmpty ? person : localizer(Text.castMember, person, member.role))
            }
        }
        if let trailer = state.trailer { lines += ["", localizer(Text.trailer, "https://www.youtube.com/watch?v=\(trailer.youTubeKey)")] }
        if let watch = state.watch {
            lines += ["", localizer(Text.whereToWatch, watch.regionName)]
            lines += watch.offers.map { "  \($0.kind): " + $0.providers.map(\.name).joined(separator: ", ") }
            if let message = watch.emptyMessage { lines.append("  " + message) }
        }
        if !outcome.profile.recommendations.isEmpty {
            let width = outcome.profile.recommendations.map { String($0.id).count }.max() ?? 0
            lines += ["", localizer[Text.moreLikeThis]] + outcome.profile.recommendations.map { movie in
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
