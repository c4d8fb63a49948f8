import Foundation
import MarqueeCore
import Synchronization

/// A ``FavoritesStore`` in memory, newest first like the SQLite one.
public final class InMemoryFavoritesStore: FavoritesStore {
    private let entries = Mutex<[FavoriteMovie]>([])

    public init() {}

    public func add(_ movie: Movie, at date: Date) async throws {
        entries.withLock { list in
            let date = list.first { $0.movie.id == movie.id }?.favoritedAt ?? date
            list.removeAll { $0.movie.id == movie.id }
            list.append(FavoriteMovie(movie: movie, favoritedAt: date))
            list.sort { $0.favoritedAt > $1.favoritedAt }
        }
    }

    public func remove(movieID: Int) async throws {
        entries.withLock { $0.removeAll { $0.movie.id == movieID } }
    }

    public func favorites() async throws -> [FavoriteMovie] {
        entries.withLock { $0 }
    }

    public func favoriteIDs(among movieIDs: [Int]) async throws -> Set<Int> {
        let kept = Set(entries.withLock { $0.map(\.movie.id) })
        return kept.intersection(movieIDs)
    }
}
