import Foundation

/// Turns the Discover lists into ``DiscoverViewState``.
public struct DiscoverPresenter: Sendable {
    private let isLive: Bool

    /// - Parameter isLive: whether popular and user ratings come from TMDB; the critics list
    ///   then says it stays on the embedded catalog.
    public init(isLive: Bool) {
        self.isLive = isLive
    }

    /// The screen for what ``DiscoverMovies`` found, in `localizer`'s language.
    public func screen(_ screen: DiscoverScreen, localizer: Localizer) -> DiscoverViewState {
        let favorites = screen.favoriteIDs, marks = screen.marks
        switch screen.result {
        case let .success(.popular(page, savedAt)):
            return state(
                .popular, localizer,
                cards: SearchPresenter.unique(page.movies).map {
                    MovieCardViewState(movie: $0, isFavorite: favorites.contains($0.id), marks: marks[$0.id] ?? .none, localizer: localizer)
                },
                nextPage: page.hasNextPage ? page.page + 1 : nil,
                isEndOfResults: !page.hasNextPage && !page.movies.isEmpty,
                isPastTheEnd: page.isPastTheEnd,
                savedAt: savedAt
            )
        case let .success(.users(movies, savedAt)):
            let rows = movies.enumerated().map { index, movie in
                MovieRowViewState(
                    movie: movie, isFavorite: favorites.contains(movie.id), rank: index + 1,
                    rating: localizer(
                        DiscoverListText.usersRating, MovieDetailsViewState.rating(movie.voteAverage, in: localizer), localizer.number(movie.voteCount)
                    ),
                    marks: marks[movie.id] ?? .none, localizer: localizer
                )
            }
            return state(.users, localizer, rows: rows, savedAt: savedAt)
        case let .success(.critics(movies)):
            let rows = movies.enumerated().map { index, movie in
                MovieRowViewState(
                    movie: movie, isFavorite: favorites.contains(movie.id), rank: index + 1,
                    rating: movie.criticScore.map { localizer(FilmText.criticScore, localizer.number($0)) },
                    marks: marks[movie.id] ?? .none, localizer: localizer
                )
            }
            let note = localizer[isLive ? DiscoverListText.criticsSourceLive : DiscoverListText.criticsSource]
            return state(.critics, localizer, rows: rows, sourceNote: note)
        case let .failure(error):
            return state(screen.tab, localizer, inlineMessage: Self.message(for: error, localizer))
        }
    }

    private static func message(for error: any Error, _ localizer: Localizer) -> String {
        switch error {
        case let error as CatalogError where error == .offline:
            localizer[DiscoverListText.offlineWithoutCopy]
        case let error as CatalogError:
            error.message(in: localizer)
        default:
            localizer[DiscoverListText.couldNotLoad]
        }
    }

    private func state(
        _ tab: DiscoverTab, _ localizer: Localizer, cards: [MovieCardViewState] = [], rows: [MovieRowViewState] = [],
        nextPage: Int? = nil, isEndOfResults: Bool = false, isPastTheEnd: Bool = false,
        sourceNote: String? = nil, savedAt: Date? = nil, inlineMessage: String? = nil
    ) -> DiscoverViewState {
        DiscoverViewState(
            tab: tab,
            segments: DiscoverTab.allCases.map { SegmentViewState(tab: $0, title: $0.title(in: localizer), isSelected: $0 == tab) },
            title: tab.title(in: localizer),
            cards: cards,
            rows: rows,
            nextPage: nextPage,
            isEndOfResults: isEndOfResults,
            isPastTheEnd: isPastTheEnd,
            sourceNote: sourceNote,
            offlineBanner: savedAt.map { OfflineBannerViewState(savedAt: $0, localizer: localizer) },
            inlineMessage: inlineMessage
        )
    }
}
