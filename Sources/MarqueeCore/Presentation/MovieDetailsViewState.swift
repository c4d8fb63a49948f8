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
    /// of `region`, in `localizer`'s language.
    public init(_ outcome: MovieDetailsOutcome, region: WatchRegion = WatchRegion("US")!, localizer: Localizer) {
        let profile = outcome.profile
        let movie = profile.movie
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title || movie.originalTitle.isEmpty ? nil : movie.originalTitle
        originalLanguage = Self.languageName(movie.originalLanguage, in: localizer)
        tagline = profile.tagline.isEmpty ? nil : profile.tagline
        releaseDate = MovieSummaryText.dateLine(of: movie, in: localizer)
        releaseDateISO = movie.releaseDate?.description
        runtime = profile.runtime.map { Self.runtimeText($0, in: localizer) }
        runtimeISO = profile.runtime.map { "PT\($0 / 60)H\($0 % 60)M" }
        certification = profile.certification(in: region)
        genres = profile.genres
        userRating = movie.voteCount > 0
            ? "★ \(Self.rating(movie.voteAverage, in: localizer)) · \(localizer.count(movie.voteCount, FilmText.votes))"
            : nil
        criticScore = outcome.criticScore.map { localizer(FilmText.criticScore, localizer.number($0)) }
        overview = MovieSummaryText.overview(of: movie, in: localizer)
        poster = .poster(of: movie)
        posterAlt = localizer(FilmCardText.posterAlt, movie.title)
        backdrop = .backdrop(of: movie)
        favorite = FavoriteButtonViewState(movie: movie, isFavorite: outcome.isFavorite, localizer: localizer)
        let director = localizer[FilmText.director]
        directors = profile.directors.map { PersonCardViewState(person: $0, role: director) }
        cast = profile.cast.map { PersonCardViewState(person: $0.person, role: $0.character) }
        trailer = profile.trailer
        watch = WatchProvidersViewState(profile, region: region, localizer: localizer)
        recommendations = profile.recommendations.map { MovieCardViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none, localizer: localizer) }
        offlineBanner = outcome.savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) }
    }

    /// "2h 32m", "1h", "45m" in English; "2 j 32 min" in Malay. The catalog writes the units:
    /// Foundation's shortest Malay units ("2j 32m") read "m" as the English minute.
    public static func runtimeText(_ minutes: Int, in localizer: Localizer) -> String {
        switch (minutes / 60, minutes % 60) {
        case let (0, rest): localizer(FilmText.runtimeMinutes, localizer.number(rest))
        case let (hours, 0): localizer(FilmText.runtimeHours, localizer.number(hours))
        case let (hours, rest): localizer(FilmText.runtimeHoursMinutes, localizer.number(hours), localizer.number(rest))
        }
    }

    /// A rating to one decimal as the language writes numbers: "8.5". Rounded as `%.1f` rounds
    /// the binary value (7.35 is 7.3499…, so "7.3"), which Foundation's number format, rounding
    /// the shortest decimal ("7.35") to even, would write "7.4".
    public static func rating(_ value: Double, in localizer: Localizer) -> String {
        let rounded = String(format: "%.1f", value)
        return Double(rounded).map { localizer.number($0, fractionDigits: 1...1) } ?? rounded
    }

    /// The name of an ISO 639-1 code other than English in `localizer`'s language ("French",
    /// "Perancis"); nil for English or an unknown code.
    static func languageName(_ code: String, in localizer: Localizer) -> String? {
        guard !code.isEmpty, code.lowercased() != "en" else { return nil }
        return localizer.locale.localizedString(forLanguageCode: code)
    }
}
