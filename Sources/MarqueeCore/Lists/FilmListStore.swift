import Foundation

/// Every owner's lists, persisted by an adapter. Each change is one transaction, and only the
/// list's owner changes it; a list deleted stays, out of sight, until housekeeping, so that
/// "Undo" brings it back whole.
public protocol FilmListStore: Sendable {
    /// Makes the list `id` for `owner`, or renames and describes it when it is theirs.
    /// - Returns: false when the id is another owner's list (nothing written).
    func save(_ id: FilmListID, name: String, description: String, for owner: OwnerID, at date: Date) async throws -> Bool
    /// The owner's lists, the latest changed first.
    func lists(of owner: OwnerID) async throws -> [FilmListSummary]
    /// The owner's list `id`; nil when they have none of that name (or it is deleted).
    func list(_ id: FilmListID, of owner: OwnerID) async throws -> FilmList?
    /// Adds `film` at the end of the owner's list (kept where it is when it is there already),
    /// with `note`. - Returns: false when the owner has no such list.
    func add(_ film: TrackedFilm, note: String, to id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// Takes the film off the list. - Returns: false when the owner has no such list.
    func remove(movieID: Int, from id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// Moves the film to `position` (0 the first; past the end, the last).
    /// - Returns: false when the owner has no such list, or the film is not on it.
    func move(movieID: Int, to position: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// Writes the film's note. - Returns: false when the owner has no such list, or the film is not on it.
    func setNote(_ note: String, movieID: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// Deletes the list (`deleted` true) or puts it back. - Returns: false when the owner has no such list.
    func setDeleted(_ deleted: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// Shares the list under `token` (indexable or not), or turns sharing off (`token` nil): the
    /// old token then leads to "no longer shared". - Returns: false when the owner has no such list.
    func setShared(_ token: ShareToken?, indexable: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool
    /// The list a shared link names, for anyone.
    func sharedList(_ token: ShareToken) async throws -> SharedListLookup
}

/// What a shared link leads to.
public enum SharedListLookup: Sendable, Hashable {
    /// The list, read-only.
    case shared(FilmList)
    /// Its owner turned sharing off (or deleted the list).
    case turnedOff
    /// No list was ever shared under it.
    case unknown
}
