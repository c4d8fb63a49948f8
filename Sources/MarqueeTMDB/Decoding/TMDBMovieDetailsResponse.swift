import Foundation
import MarqueeCore

/// The body of `/movie/{id}?append_to_response=credits,videos,recommendations,similar,
/// watch/providers,release_dates`: the film's details with each appended block under its own
/// key. A block that is missing or malformed leaves its section out, never the page.
struct TMDBMovieDetailsResponse: Decodable {
    struct Genre: Decodable {
        let id: Int
        let name: String?
    }

    let details: TMDBMovieResult
    let runtime: Int?
    let tagline: String?
    let genres: [Lenient<Genre>]?
    let credits: Lenient<TMDBCredits>?
    let videos: Lenient<TMDBVideos>?
    let recommendations: Lenient<TMDBMovieListResponse>?
    let similar: Lenient<TMDBMovieListResponse>?
    let watchProviders: Lenient<TMDBWatchProviders>?
    let releaseDates: Lenient<TMDBReleaseDates>?

    enum CodingKeys: String, CodingKey {
        case runtime, tagline, genres, credits, videos, recommendations, similar, releaseDates
        /// TMDB's JSON key keeps its slash.
        case watchProviders = "watch/providers"
        /// XML cannot name an element with a slash: there it is `watch_providers` (docs/TMDB-XML.md).
        case watchProvidersInXML = "watchProviders"
    }

    init(from decoder: any Decoder) throws {
        details = try TMDBMovieResult(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        runtime = try? container.decodeIfPresent(Int.self, forKey: .runtime)
        tagline = try? container.decodeIfPresent(String.self, forKey: .tagline)
        genres = try? container.decodeIfPresent([Lenient<Genre>].self, forKey: .genres)
        credits = try container.decodeIfPresent(Lenient<TMDBCredits>.self, forKey: .credits)
        videos = try container.decodeIfPresent(Lenient<TMDBVideos>.self, forKey: .videos)
        recommendations = try container.decodeIfPresent(Lenient<TMDBMovieListResponse>.self, forKey: .recommendations)
        similar = try container.decodeIfPresent(Lenient<TMDBMovieListResponse>.self, forKey: .similar)
        watchProviders = try container.decodeIfPresent(Lenient<TMDBWatchProviders>.self, forKey: .watchProviders)
            ?? container.decodeIfPresent(Lenient<TMDBWatchProviders>.self, forKey: .watchProvidersInXML)
        releaseDates = try container.decodeIfPresent(Lenient<TMDBReleaseDates>.self, forKey: .releaseDates)
    }

    /// The film's page; nil for a body without any title to show. Recommendations are TMDB's,
    /// or its similar films when it recommends none; adult films are left out of both.
    var profile: MovieProfile? {
        guard let movie = details.movie else { return nil }
        let recommended = recommendations?.value?.moviePage.movies.filter { !$0.isAdult } ?? []
        let similarFilms = similar?.value?.moviePage.movies.filter { !$0.isAdult } ?? []
        return MovieProfile(
            movie: movie,
            runtime: runtime,
            genres: (genres ?? []).compactMap(\.value).compactMap { genre in
                MarqueeCore.Genre(id: genre.id) ?? genre.name.map { MarqueeCore.Genre(id: genre.id, name: $0) }
            },
            tagline: tagline?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "",
            directors: credits?.value?.directors ?? [],
            cast: credits?.value?.castCredits ?? [],
            trailer: videos?.value?.trailer,
            certifications: releaseDates?.value?.certifications,
            watchProviders: watchProviders?.value?.byRegion,
            recommendations: recommended.isEmpty ? similarFilms : recommended
        )
    }
}
