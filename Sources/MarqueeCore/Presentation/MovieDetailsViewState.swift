import Foundation

/// What the details screen of one film shows.
public struct MovieDetailsViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let id: Int
    /// The heading of the screen.
    public let title: String
    /// The original title, only when it differs from the title.
    public let originalTitle: String?
    /// The original language's name, only when it is not English.
    public let originalLanguage: String?
    /// The tagline, when there is one.
    public let tagline: String?
    /// The release date in words, or a placeholder when unknown.
    public let releaseDate: String
    /// The release date as `YYYY-MM-DD` for the `<time>` element; nil when unknown.
    public let releaseDateISO: String?
    /// The running time, such as "2h 32m"; nil when unknown.
    public let runtime: String?
    /// The running time as an ISO 8601 duration (`PT2H32M`) for `<time>`; nil when unknown.
    public let runtimeISO: String?
    /// The age certification in the region shown, such as "PG-13".
    public let certification: String?
    /// The genres, each linking to its list.
    public let genres: [Genre]
    /// Users' rating: "★ 8.5 · 32,000 votes"; nil before anyone has rated it.
    public let userRating: String?
    /// Critics' score: "Critics 94/100"; nil when the catalog has none.
    public let criticScore: String?
    /// The plot summary, or a sentence saying there is none yet.
    public let overview: String
    /// The poster beside the text.
    public let poster: Artwork
    /// The poster's alternative text for screen readers.
    public let posterAlt: String
    /// The wide banner at the top of the screen.
    public let backdrop: Artwork
    /// The heart button for this film.
    public let favorite: FavoriteButtonViewState
    /// Who directed it.
    public let directors: [PersonCardViewState]
    /// The top-billed cast, up to 12.
    public let cast: [PersonCardViewState]
    /// The official trailer, when there is one.
    public let trailer: Trailer?
    /// Where to watch it in the region shown; nil when the source cannot tell.
    public let watch: WatchProvidersViewState?
    /// Films to watch next, with hearts.
    public let recommendations: [MovieCardViewState]
    /// The notice that the details are a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?

    /// Builds the screen for what ``MovieDetails`` found, with the offers and certification
    /// of `region`.
    public init(_ outcome: MovieDetailsOutcome, region: WatchRegion = WatchRegion("US")!) {
        let profile = outcome.profile
        let movie = profile.movie
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title || movie.originalTitle.isEmpty ? nil : movie.originalTitle
        originalLanguage = Self.languageName(movie.originalLanguage)
        tagline = profile.tagline.isEmpty ? nil : profile.tagline
        releaseDate = MovieSummaryText.dateLine(of: movie)
        releaseDateISO = movie.releaseDate?.description
        runtime = profile.runtime.map(Self.runtimeText)
        runtimeISO = profile.runtime.map { "PT\($0 / 60)H\($0 % 60)M" }
        certification = profile.certification(in: region)
        genres = profile.genres
        userRating = movie.voteCount > 0
            ? "★ \(String(format: "%.1f", movie.voteAverage)) · \(SearchPresenter.grouped(movie.voteCount)) \(movie.voteCount == 1 ? "vote" : "votes")"
            : nil
        criticScore = outcome.criticScore.map { "Critics \($0)/100" }
        overview = MovieSummaryText.overview(of: movie)
        poster = .poster(of: movie)
        posterAlt = "Poster of \(movie.title)"
        backdrop = .backdrop(of: movie)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: outcome.isFavorite)
        directors = profile.directors.map { PersonCardViewState(person: $0, role: "Director") }
        cast = profile.cast.map { PersonCardViewState(person: $0.person, role: $0.character) }
        trailer = profile.trailer
        watch = WatchProvidersViewState(profile, region: region)
        recommendations = profile.recommendations.map { MovieCardViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none) }
        offlineBanner = outcome.savedAt.map(OfflineBannerViewState.init)
    }

    /// "2h 32m", "1h", "45m".
    static func runtimeText(_ minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case let (0, rest): "\(rest)m"
        case let (hours, 0): "\(hours)h"
        case let (hours, rest): "\(hours)h \(rest)m"
        }
    }

    /// The English name of an ISO 639-1 code other than English; nil for English or an unknown code.
    static func languageName(_ code: String) -> String? {
        guard !code.isEmpty, code.lowercased() != "en" else { return nil }
        return Locale(identifier: "en_US").localizedString(forLanguageCode: code)
    }
}
