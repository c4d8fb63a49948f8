import Foundation

/// The watchlist: films to watch, in the order the person picks, of one genre or all.
public struct WatchlistViewState: Sendable, Hashable {
    /// How the list is ordered.
    public enum Order: Sendable, Hashable, CaseIterable {
        /// Released films first (a film out now comes before one still to come), newest release first.
        case released
        /// The latest added first.
        case added
        /// The shortest first (unknown running times last).
        case runtime
        /// The most popular first.
        case popularity
    }

    /// One film of the list.
    public struct Row: Sendable, Hashable {
        public let row: MovieRowViewState
        /// "2h 12m"; nil when not known.
        public let runtime: String?
        /// Whether the film is out.
        public let isReleased: Bool
    }

    /// The films shown.
    public let rows: [Row]
    /// The genres of the whole list, for the filter, by their names in the page's language
    /// (``Localizer/genreName(of:)``).
    public let genres: [Genre]
    /// Whether the watchlist is empty (not only this genre).
    public let isEmpty: Bool

    /// The `entries` of the genre `genre` (all when nil) in `order`, as of `today`, in `localizer`'s language.
    public init(entries: [WatchlistEntry], order: Order, genre: Int?, today: WatchDate, favoriteIDs: Set<Int>, localizer: Localizer) {
        isEmpty = entries.isEmpty
        genres = Set(entries.flatMap(\.film.movie.genreIDs)).compactMap(Genre.init(id:)).sorted { localizer.genreName(of: $0) < localizer.genreName(of: $1) }
        let released = { (entry: WatchlistEntry) -> Bool in
            guard let date = entry.film.movie.releaseDate, let day = WatchDate(date.description) else { return false }
            return day <= today
        }
        let shown = entries.filter { genre == nil || $0.film.movie.genreIDs.contains(genre ?? 0) }
        let sorted: [WatchlistEntry]
        switch order {
        case .released:
            sorted = shown.sorted { lhs, rhs in
                let (left, right) = (released(lhs), released(rhs))
                if left != right { return left }
                return (lhs.film.movie.releaseDate?.description ?? "", lhs.film.movie.id) > (rhs.film.movie.releaseDate?.description ?? "", rhs.film.movie.id)
            }
        case .added:
            sorted = shown
        case .runtime:
            sorted = shown.sorted { ($0.film.runtime ?? .max, $0.film.movie.id) < ($1.film.runtime ?? .max, $1.film.movie.id) }
        case .popularity:
            sorted = shown.sorted { ($0.film.movie.popularity, $1.film.movie.id) > ($1.film.movie.popularity, $0.film.movie.id) }
        }
        rows = sorted.map { entry in
            Row(row: MovieRowViewState(movie: entry.film.movie, isFavorite: favoriteIDs.contains(entry.film.movie.id), localizer: localizer),
                runtime: entry.film.runtime.map { MovieDetailsViewState.runtimeText($0, in: localizer) }, isReleased: released(entry))
        }
    }
}
