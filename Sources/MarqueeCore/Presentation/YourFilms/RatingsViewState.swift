import Foundation

/// Ratings: every film the person rated, best first, with how many films have each rating.
public struct RatingsViewState: Sendable, Hashable {
    /// The films of one rating.
    public struct Group: Sendable, Hashable {
        public let rating: StarRating
        public let rows: [MovieRowViewState]
    }

    /// How many films have each rating, half a star first (10 numbers).
    public let counts: [Int]
    /// The groups of films, five stars first, only ratings some film has.
    public let groups: [Group]
    /// Whether no film is rated.
    public let isEmpty: Bool

    /// The page for `ratings` (each film's latest rating), in `localizer`'s language.
    public init(ratings: [RatedFilm], favoriteIDs: Set<Int>, localizer: Localizer) {
        var counts = Array(repeating: 0, count: 10)
        var byRating: [Int: [MovieRowViewState]] = [:]
        for rated in ratings {
            counts[rated.rating.halfStars - 1] += 1
            byRating[rated.rating.halfStars, default: []].append(MovieRowViewState(movie: rated.movie, isFavorite: favoriteIDs.contains(rated.movie.id), localizer: localizer))
        }
        self.counts = counts
        groups = StarRating.all.reversed().compactMap { rating in byRating[rating.halfStars].map { Group(rating: rating, rows: $0) } }
        isEmpty = ratings.isEmpty
    }
}
