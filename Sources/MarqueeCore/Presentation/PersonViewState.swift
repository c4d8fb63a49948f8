import Foundation

/// What a person's page shows.
public struct PersonViewState: Sendable, Hashable {
    /// TMDB's person id.
    public let id: Int
    /// The heading: their name.
    public let name: String
    /// Their photo; nil when there is none, and the placeholder shows ``initials``.
    public let photo: Artwork?
    /// One or two letters for the drawn placeholder.
    public let initials: String
    /// "Known for Acting"; nil when not known.
    public let knownFor: String?
    /// "Born March 4, 1970 in London, England, UK"; nil when neither is known.
    public let born: String?
    /// The birthday as `YYYY-MM-DD` for `<time>`; nil when not known.
    public let birthdayISO: String?
    /// "Died …"; nil while living or when not known.
    public let died: String?
    /// The biography's paragraphs shown at once.
    public let biography: [String]
    /// The paragraphs folded behind "More"; empty for a short biography.
    public let biographyMore: [String]
    /// Their most popular films, as poster cards with hearts (at most ``highlightCount``).
    public let highlights: [MovieCardViewState]
    /// The films they played in, newest first, with the part: one line each.
    public let castCredits: [PersonFilmViewState]
    /// The films they directed, newest first: one line each.
    public let directed: [PersonFilmViewState]
    /// The notice that the page is a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?

    /// A biography longer than this many characters is folded after its first paragraphs.
    public static let foldAfterCharacters = 600
    /// How many films "Known for" shows as cards; the full lists follow, a line a film.
    public static let highlightCount = 8

    /// Builds the page for what ``PersonDetails`` found, in `localizer`'s language.
    public init(_ outcome: PersonOutcome, localizer: Localizer) {
        let person = outcome.person
        id = person.id
        name = person.name
        photo = person.profilePath.flatMap { ImagePath.isValid($0) ? .image(path: $0) : nil }
        initials = PersonCardViewState.initials(of: person.name)
        // TMDB names the department in English whatever the language asked for.
        let department = DepartmentText(tmdbName: person.knownFor).map { localizer[$0] } ?? person.knownFor
        knownFor = person.knownFor.isEmpty ? nil : localizer(PersonText.knownFor, department)
        let place = person.placeOfBirth.trimmingCharacters(in: .whitespacesAndNewlines)
        switch (person.birthday, place.isEmpty) {
        case (nil, true): born = nil
        case let (day?, true): born = localizer(PersonText.born, ReleaseDateText.long(day, in: localizer))
        case (nil, false): born = localizer(PersonText.bornIn, place)
        case let (day?, false): born = localizer(PersonText.bornOnIn, ReleaseDateText.long(day, in: localizer), place)
        }
        birthdayISO = person.birthday?.description
        died = person.deathday.map { localizer(PersonText.died, ReleaseDateText.long($0, in: localizer)) }
        (biography, biographyMore) = Self.fold(person.biography)
        castCredits = person.castCredits.map {
            PersonFilmViewState(movie: $0.movie, role: $0.character.isEmpty ? nil : localizer(PersonText.asCharacter, $0.character))
        }
        directed = person.directed.map { PersonFilmViewState(movie: $0, role: nil) }
        var seen = Set<Int>()
        highlights = (person.castCredits.map(\.movie) + person.directed)
            .filter { seen.insert($0.id).inserted }
            .sorted { ($0.popularity, $1.id) > ($1.popularity, $0.id) }
            .prefix(Self.highlightCount)
            .map { MovieCardViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none, localizer: localizer) }
        offlineBanner = outcome.savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) }
    }

    /// The paragraphs shown at once and those folded: whole paragraphs up to
    /// ``foldAfterCharacters`` (at least one), the rest behind "More".
    static func fold(_ biography: String) -> (shown: [String], more: [String]) {
        let paragraphs = biography.replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        var shown: [String] = []
        var length = 0
        for paragraph in paragraphs {
            guard shown.isEmpty || length + paragraph.count <= foldAfterCharacters else { break }
            shown.append(paragraph)
            length += paragraph.count
        }
        return (shown, Array(paragraphs.dropFirst(shown.count)))
    }
}

/// One line of a person's filmography: year, title, and the part.
public struct PersonFilmViewState: Sendable, Hashable {
    /// The film's TMDB id.
    public let id: Int
    /// The film's title.
    public let title: String
    /// The year it came out, or "—" when not known.
    public let year: String
    /// The release date as `YYYY-MM-DD` for `<time>`; nil when not known.
    public let releaseDateISO: String?
    /// "as Bruce Wayne"; nil when not named or for a film they directed.
    public let role: String?

    /// The film `movie`, with the part played.
    public init(movie: Movie, role: String?) {
        id = movie.id
        title = movie.title
        year = movie.releaseDate.map { String($0.year) } ?? "—"
        releaseDateISO = movie.releaseDate?.description
        self.role = role
    }
}
