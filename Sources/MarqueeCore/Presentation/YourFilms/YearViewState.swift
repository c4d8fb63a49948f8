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

    /// The page of `review`.
    public init(_ review: YearInReview, years: [Int]) {
        year = review.year
        let english = Locale(identifier: "en_US")
        films = review.filmCount.formatted(.number.locale(english))
        viewings = review.viewingCount.formatted(.number.locale(english))
        hours = review.hours.formatted(.number.precision(.fractionLength(0...1)).locale(english))
        hoursNote = review.viewingsWithoutRuntime > 0
            ? "Running time unknown for \(WatchDateText.count(review.viewingsWithoutRuntime, "viewing", "viewings"))" : nil
        months = review.viewingsPerMonth.enumerated().map { Bar(label: WatchDateText.monthName($0.offset + 1), value: $0.element) }
        ratings = zip(StarRating.all, review.ratingCounts).map { Bar(label: $0.symbols, value: $1) }
        genres = review.topGenres.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        directors = review.topDirectors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        actors = review.topActors.map { Leader(id: $0.item.id, name: $0.item.name, viewings: $0.viewings) }
        var highlights: [Highlight] = []
        func add(_ label: String, _ entry: YearViewing?, _ detail: (YearViewing) -> String) {
            guard let entry else { return }
            let movie = entry.viewing.movie
            highlights.append(Highlight(label: label, movieID: movie.id, title: movie.title, poster: .poster(of: movie),
                                        posterAlt: "Poster of \(movie.title)", detail: detail(entry)))
        }
        add("Longest", review.longest) { MovieDetailsViewState.runtimeText($0.film.runtime ?? 0) }
        add("Best rated", review.bestRated) { $0.viewing.rating?.symbols ?? "" }
        add("First of the year", review.first) { WatchDateText.long($0.viewing.watchedOn) }
        add("Last of the year", review.last) { WatchDateText.long($0.viewing.watchedOn) }
        self.highlights = highlights
        isEmpty = review.viewingCount == 0
        self.years = years
    }
}
