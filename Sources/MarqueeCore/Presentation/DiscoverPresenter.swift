import Foundation

/// Turns the Discover lists into ``DiscoverViewState``.
public struct DiscoverPresenter: Sendable {
    private let links: PosterLinks
    private let isLive: Bool

    /// - Parameter isLive: whether popular and user ratings come from TMDB; the critics list
    ///   then says it stays on the embedded catalog.
    public init(links: PosterLinks = PosterLinks(), isLive: Bool) {
        self.links = links
        self.isLive = isLive
    }

    /// The popular grid for one page, with a "More films" link while pages remain.
    public func popular(_ page: Cached<MoviePage>, favorites: Set<Int>) -> DiscoverViewState {
        let value = page.value
        let next = value.hasNextPage ? value.page + 1 : nil
        return state(
            .popular,
            cards: SearchPresenter.unique(value.movies).map { MovieCardViewState(movie: $0, links: links, isFavorite: favorites.contains($0.id)) },
            nextPageURL: next.map { "/?tab=popular&page=\($0)" },
            nextFragmentURL: next.map { "/discover/popular?page=\($0)" },
            isEndOfResults: !value.hasNextPage && !value.movies.isEmpty,
            savedAt: page.savedAt
        )
    }

    /// The ranked list of films users rated highest, each with its average and vote count.
    public func topRatedByUsers(_ movies: Cached<[Movie]>, favorites: Set<Int>) -> DiscoverViewState {
        let rows = movies.value.enumerated().map { index, movie in
            MovieRowViewState(
                movie: movie, links: links, isFavorite: favorites.contains(movie.id), rank: index + 1,
                rating: "★ \(String(format: "%.1f", movie.voteAverage)) · \(SearchPresenter.grouped(movie.voteCount)) votes"
            )
        }
        return state(.users, rows: rows, savedAt: movies.savedAt)
    }

    /// The ranked list of films critics rated highest, noting where the scores come from.
    public func topRatedByCritics(_ movies: [Movie], favorites: Set<Int>) -> DiscoverViewState {
        let rows = movies.enumerated().map { index, movie in
            MovieRowViewState(
                movie: movie, links: links, isFavorite: favorites.contains(movie.id), rank: index + 1,
                rating: movie.criticScore.map { "Critics \($0)/100" }
            )
        }
        let note = isLive ? "Critics' scores: built-in catalog, not TMDB." : "Critics' scores from the built-in catalog."
        return state(.critics, rows: rows, sourceNote: note)
    }

    /// The screen when a list could not be had at all.
    public func failure(_ tab: DiscoverTab, error: any Error) -> DiscoverViewState {
        let message: String
        switch error {
        case let error as CatalogError where error.isConnectivityProblem:
            message = "You're offline, and Marquee has no saved copy of this list yet. Check your connection and try again."
        case let error as CatalogError:
            message = error.message
        default:
            message = "Marquee could not load this list. Try again in a moment."
        }
        return state(tab, inlineMessage: message)
    }

    private func state(
        _ tab: DiscoverTab, cards: [MovieCardViewState] = [], rows: [MovieRowViewState] = [],
        nextPageURL: String? = nil, nextFragmentURL: String? = nil, isEndOfResults: Bool = false,
        sourceNote: String? = nil, savedAt: Date? = nil, inlineMessage: String? = nil
    ) -> DiscoverViewState {
        DiscoverViewState(
            segments: DiscoverTab.allCases.map {
                SegmentViewState(elementID: "segment-\($0.rawValue)", title: $0.title, href: "/?tab=\($0.rawValue)", isSelected: $0 == tab)
            },
            title: tab.title,
            cards: cards,
            rows: rows,
            nextPageURL: nextPageURL,
            nextFragmentURL: nextFragmentURL,
            isEndOfResults: isEndOfResults,
            sourceNote: sourceNote,
            offlineBanner: savedAt.map(OfflineBannerViewState.init),
            inlineMessage: inlineMessage,
            isPopular: tab == .popular
        )
    }
}
