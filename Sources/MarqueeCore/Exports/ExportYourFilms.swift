import Foundation

/// Gathers everything a person keeps for one download (``YourFilmsExport``).
public struct ExportYourFilms: Sendable {
    /// How many viewings one read of the diary takes: a long diary is read in pages.
    static let pageSize = 1_000

    private let yourFilms: any YourFilmsStore
    private let favorites: any FavoritesStore
    private let lists: any FilmListStore
    private let now: @Sendable () -> Date

    public init(yourFilms: any YourFilmsStore, favorites: any FavoritesStore, lists: any FilmListStore,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.yourFilms = yourFilms
        self.favorites = favorites
        self.lists = lists
        self.now = now
    }

    /// The owner's viewings, watchlist, hearts, ratings and lists as they are now.
    public func export(of owner: OwnerID) async throws -> YourFilmsExport {
        var viewings: [Viewing] = [], cursor: DiaryCursor?
        while true {
            let page = try await yourFilms.diary(of: owner, after: cursor, limit: Self.pageSize)
            viewings += page
            guard page.count == Self.pageSize, let last = page.last else { break }
            cursor = DiaryCursor(after: last)
        }
        var kept: [FilmList] = []
        for summary in try await lists.lists(of: owner) {
            if let list = try await lists.list(summary.id, of: owner) { kept.append(list) }
        }
        return YourFilmsExport(
            exportedAt: now(), viewings: viewings, watchlist: try await yourFilms.watchlist(of: owner),
            favorites: try await favorites.favorites(of: owner), ratings: try await yourFilms.ratings(of: owner), lists: kept
        )
    }
}
