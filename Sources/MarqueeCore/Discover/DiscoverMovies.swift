import Foundation

/// The Discover lists: popular films, and the best rated by users and by critics, each with
/// the owner's hearts. Built once; each call names its owner.
public struct DiscoverMovies: Sendable {
    /// How many films each top-rated list shows.
    public static let topRatedCount = 15

    private let catalog: any MovieCatalog
    private let critics: any CriticRatings
    private let favorites: any FavoritesStore
    private let fallback: OfflineFallback
    private let yourFilms: (any YourFilmsStore)?

    /// Lists come from `catalog`, critics' scores from `critics`, hearts from `favorites`,
    /// offline copies from `fallback`, the watched, watchlist and rating marks from `yourFilms`.
    public init(
        catalog: any MovieCatalog, critics: any CriticRatings, favorites: any FavoritesStore, fallback: OfflineFallback,
        yourFilms: (any YourFilmsStore)? = nil
    ) {
        self.catalog = catalog
        self.critics = critics
        self.favorites = favorites
        self.fallback = fallback
        self.yourFilms = yourFilms
    }

    /// Everything one tab of the Discover screen shows, or why it cannot.
    /// - Parameter page: the popular grid's page, clamped to 1...500; ignored by the other tabs.
    public func callAsFunction(_ tab: DiscoverTab, page: Int = 1, owner: OwnerID) async -> DiscoverScreen {
        do {
            let list: DiscoverList
            switch tab {
            case .popular:
                let page = min(max(page, 1), SearchMovies.lastPage)
                let result = try await fallback.fetch(.popular(page: page)) { try await catalog.popular(page: page) }
                list = .popular(result.value, savedAt: result.savedAt)
            case .users:
                let result = try await fallback.fetch(.topRatedByUsers) { try await catalog.topRatedByUsers(limit: Self.topRatedCount) }
                list = .users(result.value, savedAt: result.savedAt)
            case .critics:
                list = .critics(try await critics.topRatedByCritics(limit: Self.topRatedCount))
            }
            let ids = list.movies.map(\.id)
            async let marks = yourFilms.marks(of: owner, among: ids)
            let favoriteIDs = await favorites.hearts(of: owner, among: ids)
            return DiscoverScreen(tab: tab, result: .success(list), favoriteIDs: favoriteIDs, marks: await marks)
        } catch {
            return DiscoverScreen(tab: tab, result: .failure(error), favoriteIDs: [])
        }
    }
}

/// One Discover list as it came from its source.
public enum DiscoverList: Sendable {
    /// A page of the popular grid; `savedAt` when it is the offline copy.
    case popular(MoviePage, savedAt: Date?)
    /// The films users rate best; `savedAt` when it is the offline copy.
    case users([Movie], savedAt: Date?)
    /// The films critics rate best, always from the embedded catalog.
    case critics([Movie])

    /// The films of the list, in order.
    public var movies: [Movie] {
        switch self {
        case let .popular(page, _): page.movies
        case let .users(movies, _), let .critics(movies): movies
        }
    }
}

/// Everything a Discover tab needs: the list or why there is none, and the filled hearts.
public struct DiscoverScreen: Sendable {
    /// The tab on screen.
    public let tab: DiscoverTab
    /// The list, or the failure to explain.
    public let result: Result<DiscoverList, any Error>
    /// Which films of the list are the owner's favorites.
    public let favoriteIDs: Set<Int>
    /// The owner's marks of the list's films.
    public let marks: [Int: FilmMarks]

    /// Gathers the parts of the screen.
    public init(tab: DiscoverTab, result: Result<DiscoverList, any Error>, favoriteIDs: Set<Int>, marks: [Int: FilmMarks] = [:]) {
        self.tab = tab
        self.result = result
        self.favoriteIDs = favoriteIDs
        self.marks = marks
    }
}
