import Foundation
import MarqueeCore
import Synchronization

/// A ``FavoritesStore`` in memory, newest first like the SQLite one. It keeps one list for every
/// owner: route tests act as one visitor; keeping owners apart is tested on the SQLite store.
public final class InMemoryFavoritesStore: FavoritesStore {
    private let entries = Mutex<[FavoriteMovie]>([])
    /// The time of the last change applied to each film's heart.
    private let clocks = Mutex<[Int: ChangeTime]>([:])
    /// Where removals wait before they are applied, when a test holds them.
    private let removalHold = Mutex<HeldCall?>(nil)

    /// An empty store.
    public init() {}

    /// Adds `movie`, favorited at `date`, unless a later change was applied; adding it again
    /// keeps the first date.
    public func add(_ movie: Movie, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        guard advance(movie.id, to: changedAt) else { return false }
        entries.withLock { list in
            let date = list.first { $0.movie.id == movie.id }?.favoritedAt ?? date
            list.removeAll { $0.movie.id == movie.id }
            list.append(FavoriteMovie(movie: movie, favoritedAt: date))
            list.sort { $0.favoritedAt > $1.favoritedAt }
        }
        return true
    }

    /// Drops the film from the favorites, if it was one, unless a later change was applied.
    public func remove(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool {
        if let hold = removalHold.withLock({ $0 }) { await hold.pass() }
        guard advance(movieID, to: changedAt) else { return false }
        entries.withLock { $0.removeAll { $0.movie.id == movieID } }
        return true
    }

    /// Holds every removal from now on, before it is applied, until the hold is released: an
    /// un-heart still on its way at the server.
    public func holdRemovals() -> HeldCall {
        let hold = HeldCall()
        removalHold.withLock { $0 = hold }
        return hold
    }

    /// Adds `movie` for the one visitor route tests act as, as a change made at `date`.
    @discardableResult
    public func add(_ movie: Movie, at date: Date) async throws -> Bool {
        try await add(movie, at: date, for: .localUser)
    }

    private func advance(_ movieID: Int, to time: ChangeTime) -> Bool {
        clocks.withLock { clocks in
            if let last = clocks[movieID], last > time { return false }
            clocks[movieID] = time
            return true
        }
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
