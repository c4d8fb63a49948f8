import Foundation

/// A person's year of films, summed from their viewings of it: how many films and hours, the
/// films of each month, the ratings given, who and what they watched most, and the year's
/// longest, best-rated, first and last films.
public struct YearInReview: Sendable, Hashable {
    /// The years a review can be of: the earliest day a viewing may have to the calendar's end.
    public static let validYears = WatchDate.earliest.year...9999

    /// How many people or genres each top list holds.
    public static let topCount = 5

    /// A person or genre with how many of the year's viewings had them.
    public struct Count<Item: Sendable & Hashable>: Sendable, Hashable {
        public let item: Item
        public let viewings: Int

        public init(item: Item, viewings: Int) {
            self.item = item
            self.viewings = viewings
        }
    }

    /// The year.
    public let year: Int
    /// Every viewing of the year.
    public let viewingCount: Int
    /// The different films watched.
    public let filmCount: Int
    /// The minutes watched, over the viewings whose film's running time is known.
    public let minutes: Int
    /// The viewings whose film's running time is not known (not in ``minutes``).
    public let viewingsWithoutRuntime: Int
    /// The viewings of each month, January first (12 numbers).
    public let viewingsPerMonth: [Int]
    /// The viewings given each rating, half a star first (10 numbers).
    public let ratingCounts: [Int]
    /// The genres most watched, most first.
    public let topGenres: [Count<Genre>]
    /// The directors most watched, most first.
    public let topDirectors: [Count<PersonReference>]
    /// The actors most watched, most first.
    public let topActors: [Count<PersonReference>]
    /// The longest film watched, with its running time.
    public let longest: YearViewing?
    /// The best-rated viewing (the earliest of equals).
    public let bestRated: YearViewing?
    /// The year's first and last viewings.
    public let first: YearViewing?
    public let last: YearViewing?

    /// Sums `viewings` (those of other years are left out).
    public init(year: Int, viewings: [YearViewing]) {
        let viewings = viewings.filter { $0.viewing.watchedOn.year == year }
            .sorted { ($0.viewing.watchedOn, $0.viewing.loggedAt, $0.viewing.id.rawValue) < ($1.viewing.watchedOn, $1.viewing.loggedAt, $1.viewing.id.rawValue) }
        self.year = year
        viewingCount = viewings.count
        filmCount = Set(viewings.map(\.viewing.movie.id)).count
        minutes = viewings.reduce(0) { $0 + ($1.film.runtime ?? 0) }
        viewingsWithoutRuntime = viewings.filter { $0.film.runtime == nil }.count
        var months = Array(repeating: 0, count: 12), ratings = Array(repeating: 0, count: 10)
        var genres: [Int: Int] = [:], directors: [Int: Int] = [:], actors: [Int: Int] = [:]
        var people: [Int: PersonReference] = [:]
        for entry in viewings {
            months[entry.viewing.watchedOn.month - 1] += 1
            if let rating = entry.viewing.rating { ratings[rating.halfStars - 1] += 1 }
            for genre in Set(entry.film.movie.genreIDs) { genres[genre, default: 0] += 1 }
            // A person credited twice in one film counts once for it.
            for person in Set(entry.film.directors) {
                directors[person.id, default: 0] += 1
                people[person.id] = person
            }
            for person in Set(entry.film.cast) {
                actors[person.id, default: 0] += 1
                people[person.id] = person
            }
        }
        viewingsPerMonth = months
        ratingCounts = ratings
        topGenres = Self.top(genres) { Genre(id: $0) }
        topDirectors = Self.top(directors) { people[$0] }
        topActors = Self.top(actors) { people[$0] }
        longest = viewings.filter { $0.film.runtime != nil }.max { ($0.film.runtime ?? 0) < ($1.film.runtime ?? 0) }
        // `max` keeps the first of equals: the earliest in the year.
        bestRated = viewings.filter { $0.viewing.rating != nil }.max { ($0.viewing.rating?.halfStars ?? 0) < ($1.viewing.rating?.halfStars ?? 0) }
        first = viewings.first
        last = viewings.last
    }

    /// A year summed by a store (in SQL, `YourFilmsStore.yearInReview`): the same figures as
    /// ``init(year:viewings:)`` gives for the year's viewings. The counts of genres and people
    /// may hold more than ``topCount``; the most are kept (of equals, the smaller id), and a
    /// genre TMDB does not list is left out.
    public init(
        year: Int, viewingCount: Int, filmCount: Int, minutes: Int, viewingsWithoutRuntime: Int, viewingsPerMonth: [Int],
        ratingCounts: [Int], genreCounts: [Int: Int], directorCounts: [PersonReference: Int], actorCounts: [PersonReference: Int],
        longest: YearViewing?, bestRated: YearViewing?, first: YearViewing?, last: YearViewing?
    ) {
        self.year = year
        self.viewingCount = viewingCount
        self.filmCount = filmCount
        self.minutes = minutes
        self.viewingsWithoutRuntime = viewingsWithoutRuntime
        self.viewingsPerMonth = viewingsPerMonth
        self.ratingCounts = ratingCounts
        topGenres = Self.top(genreCounts) { Genre(id: $0) }
        let directors = Dictionary(directorCounts.map { ($0.key.id, $0.key) }) { first, _ in first }
        let actors = Dictionary(actorCounts.map { ($0.key.id, $0.key) }) { first, _ in first }
        topDirectors = Self.top(Dictionary(directorCounts.map { ($0.key.id, $0.value) }, uniquingKeysWith: +)) { directors[$0] }
        topActors = Self.top(Dictionary(actorCounts.map { ($0.key.id, $0.value) }, uniquingKeysWith: +)) { actors[$0] }
        self.longest = longest
        self.bestRated = bestRated
        self.first = first
        self.last = last
    }

    /// Hours watched, to one decimal.
    public var hours: Double { (Double(minutes) / 6).rounded() / 10 }

    /// The `topCount` keys with the most viewings (of equals, the smaller id first), made items
    /// by `item`.
    private static func top<Item>(_ counts: [Int: Int], _ item: (Int) -> Item?) -> [Count<Item>] {
        var top: [Count<Item>] = []
        for (key, count) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) where top.count < topCount {
            if let item = item(key) { top.append(Count(item: item, viewings: count)) }
        }
        return top
    }
}
