import Foundation
import MarqueeCore
import Synchronization

/// A ``FavoritesStore`` in memory, newest first like the SQLite one. It keeps one list for every
/// owner: route tests act as one visitor; keeping owners apart is tested on the SQLite store.
public final class InMemoryFavoritesStore: FavoritesStore {
    private let entries = Mutex<[FavoriteMovie]>([])

    /// An empty store.
    public init() {}

    /// Adds `movie`, favorited at `date`; adding it again keeps the first date.
    public func add(_ movie: Movie, at date: Date, for owner: OwnerID = .localUser) async throws {
        entries.withLock { list in
            let date = list.first { $0.movie.id == movie.id }?.favoritedAt ?? date
            list.removeAll { $0.movie.id == movie.id }
            list.append(FavoriteMovie(movie: movie, favoritedAt: date))
            list.sort { $0.favoritedAt > $1.favoritedAt }
        }
    }

    /// Drops the film from the favorites, if it was one.
    public func remove(movieID: Int, for owner: OwnerID = .localUser) async throws {
        entries.withLock { $0.removeAll { $0.movie.id == movieID } }
    }

    /// Every favorite, the most recently kept first.
    public func favorites(of owner: OwnerID = .localUser) async throws -> [FavoriteMovie] {
        entries.withLock { $0 }
    }

    /// Which of `movieIDs` are favorites.
    public func favoriteIDs(of owner: OwnerID = .localUser, among movieIDs: [Int]) async throws -> Set<Int> {
        let kept = Set(entries.withLock { $0.map(\.movie.id) })
        return kept.intersection(movieIDs)
    }

    /// Nothing to move: this fake keeps one list whatever the owner (the stores on SQLite keep
    /// one per owner, and their tests cover moving).
    public func moveAll(from source: OwnerID, to destination: OwnerID) async throws {}
}
