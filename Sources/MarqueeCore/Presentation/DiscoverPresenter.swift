import Foundation

/// Turns the Discover lists into ``DiscoverViewState``.
public struct DiscoverPresenter: Sendable {
    private let isLive: Bool

    /// - Parameter isLive: whether popular and user ratings come from TMDB; the critics list
    ///   then says it stays on the embedded catalog.
    public init(isLive: Bool) {
        self.isLive = isLive
    }

    /// The screen for what ``DiscoverMovies`` found.
    public func screen(_ screen: DiscoverScreen) -> DiscoverViewState {
        let favorites = screen.favoriteIDs, marks = screen.marks
        switch screen.result {
        case let .success(.popular(page, savedAt)):
            return state(
                .popular,
                cards: SearchPresenter.unique(page.movies).map { MovieCardViewState(movie: $0, isFavorite: favorites.contains($0.id), marks: marks[$0.id] ?? .none) },
                nextPage: page.hasNextPage ? page.page + 1 : nil,
                isEndOfResults: !page.hasNextPage && !page.movies.isEmpty,
                isPastTheEnd: page.isPastTheEnd,
                savedAt: savedAt
            )
        case let .success(.users(movies, savedAt)):
            let rows = movies.enumerated().map { index, movie in
                MovieRowViewState(
                    movie: movie, isFavorite: favorites.contains(movie.id), rank: index + 1,
                    rating: "★ \(String(format: "%.1f", movie.voteAverage)) · \(SearchPresenter.grouped(movie.voteCount)) votes",
                    marks: marks[movie.id] ?? .none
                )
            }
            return state(.users, rows: rows, savedAt: savedAt)
        case let .success(.critics(movies)):
            let rows = movies.enumerated().map { index, movie in
                MovieRowViewState(
                    movie: movie, isFavorite: favorites.contains(movie.id), rank: index + 1,
                    rating: movie.criticScore.map { "Critics \($0)/100" }, marks: marks[movie.id] ?? .none
                )
            }
            let note = isLive ? "Critics' scores: built-in catalog, not TMDB." : "Critics' scores from the built-in catalog."
            return state(.critics, rows: rows, sourceNote: note)
        case let .failure(error):
            return state(screen.tab, inlineMessage: Self.message(for: error))
        }
    }

    private static func message(for error: any Error) -> String {
        switch error {
        case let error as CatalogError where error == .offline:
            "You're offline, and Marquee has no saved copy of this list yet. Check your connection and try again."
        case let error as CatalogError:
            error.message
        default:
            "Marquee could not load this list. Try again in a moment."
        }
    }

    private func state(
        _ tab: DiscoverTab, cards: [MovieCardViewState] = [], rows: [MovieRowViewState] = [],
        nextPage: Int? = nil, isEndOfResults: Bool = false, isPastTheEnd: Bool = false,
        sourceNote: String? = nil, savedAt: Date? = nil, inlineMessage: String? = nil
    ) -> DiscoverViewState {
        DiscoverViewState(
            tab: tab,
            segments: DiscoverTab.allCases.map { SegmentViewState(tab: $0, title: $0.title, isSelected: $0 == tab) },
            title: tab.title,
            cards: cards,
            rows: rows,
            nextPage: nextPage,
            isEndOfResults: isEndOfResults,
            isPastTheEnd: isPastTheEnd,
            sourceNote: sourceNote,
            offlineBanner: savedAt.map(OfflineBannerViewState.init),
            inlineMessage: inlineMessage
        )
    }
}
