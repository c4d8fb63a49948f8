import Foundation

/// A year in review, as its page shows it: the totals, the months, the ratings, the people and
/// genres most watched, and four films of note.
public struct YearViewState: Sendable, Hashable {
    /// A film of note: what it is ("Longest"), the film, and a detail ("2h 50m").
    public struct Highlight: Sendable, Hashable {
        public let label: String
        public let movieID: Int
        public let title: String
        public let poster: Artwork
        public let posterAlt: String
        public let detail: String
    }

    /// A bar of a chart: its label and value.
    public struct Bar: Sendable, Hashable {
        public let label: String
        public let value: Int
    }

    /// A person or genre with its count, and where it links.
    public struct Leader: Sendable, Hashable {
        public let id: Int
        public let name: String
        public let viewings: Int
    }

    public let year: Int
    /// The totals as numbers: "42" films, "51" viewings, "97.5" hours.
    public let films: String
    public let viewings: String
    public let hours: String
    /// "Running time unknown for 3 viewings"; nil when all are known.
    public let hoursNote: String?
    /// Films per month, January first.
    public let months: [Bar]
    /// Viewings per rating, half a star first.
    public let ratings: [Bar]
    public let genres: [Leader]
    public let directors: [Leader]
    public let actors: [Leader]
    public let highlights: [Highlight]
    /// Whether the year has no viewing.
    public let isEmpty: Bool
    /// The years with viewings, for links between them.
    public let years: [Int]

    /// The page of `review`, in `localizer`'s language.
    public init(_ review: YearInReview, years: [Int], localizer: Localizer) {
        year = review.year
        films = localizer.number(review.filmCount)
        viewings = localizer.number(review.viewingCount)
        hours = localizer.number(review.hours, fractionDigits: 0...1)
        hoursNote = review.viewingsWithoutRuntime > 0
            ? localizer(YourFilmsText.runtimeUnknown, localizer.count(review.viewingsWithoutRuntime, YourFilmsText.viewings)) : nil
        months = review.viewingsPerMonth.enumerated().map { Bar(label: WatchDateText.monthName($0.offset + 1, in: localizer), value: $0.element) }
        ratings = zip(StarRating.all, review.ratingCounts).map { Bar(label: $0.symbols, value: $1) }
        genres = review.topGenres.map { Leader(id: $0.item.id, name: localizer.genreName(of: $0.item), viewings: $0.viewings) }
        directors = review.topDirectors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        actors = review.topActors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        var highlights: [Highlight] = []
        func add(_ label: YourFilmsText, _ entry: YearViewing?, _ detail: (YearViewing) -> String) {
            guard let entry else { return }
            let movie = entry.viewing.movie
            highlights.append(Highlight(label: localizer[label], movieID: movie.id, title: movie.title, poster: .poster(of: movie),
                                        posterAlt: localizer(FilmCardText.posterAlt, movie.title), detail: detail(entry)))
        }
        add(.longest, review.longest) { MovieDetailsViewState.runtimeText($0.film.runtime ?? 0, in: localizer) }
        add(.bestRated, review.bestRated) { $0.viewing.rating?.symbols ?? "" }
        add(.firstOfYear, review.first) { WatchDateText.long($0.viewing.watchedOn, in: localizer) }
        add(.lastOfYear, review.last) { WatchDateText.long($0.viewing.watchedOn, in: localizer) }
        self.highlights = highlights
        isEmpty = review.viewingCount == 0
        self.years = years
    }
}
