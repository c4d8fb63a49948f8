import Foundation

/// What a genre's page shows: its films, most popular first, a page at a time.
public struct GenreViewState: Sendable, Hashable {
    /// The genre.
    public let genre: Genre
    /// The heading, such as "Science Fiction films".
    public let title: String
    /// The page's cards.
    public let cards: [MovieCardViewState]
    /// The number of the next page, when there is one.
    public let nextPage: Int?
    /// Whether to say there are no more films after the last page.
    public let isEndOfResults: Bool
    /// True on a page after the last (an old or edited link).
    public let isPastTheEnd: Bool
    /// The notice that the list is a saved copy, shown while offline.
    public let offlineBanner: OfflineBannerViewState?

    /// Builds the page for what ``GenreMovies`` found, in `localizer`'s language.
    public init(_ outcome: GenreOutcome, localizer: Localizer) {
        genre = outcome.genre
        title = localizer(DiscoverListText.genreFilms, localizer.genreName(of: outcome.genre))
        cards = outcome.page.movies.map {
            MovieCardViewState(movie: $0, isFavorite: outcome.favoriteIDs.contains($0.id), marks: outcome.marks[$0.id] ?? .none, localizer: localizer)
        }
        nextPage = outcome.page.hasNextPage && outcome.page.page < SearchMovies.lastPage ? outcome.page.page + 1 : nil
        isEndOfResults = !outcome.page.hasNextPage && outcome.page.page > 1 && !outcome.page.movies.isEmpty
        isPastTheEnd = outcome.page.isPastTheEnd
        offlineBanner = outcome.savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) }
    }
}
