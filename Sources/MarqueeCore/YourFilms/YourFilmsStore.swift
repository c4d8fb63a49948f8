import Foundation

/// Each owner's watchlist and diary of viewings, persisted by an adapter.
///
/// Like the hearts, every change carries the time the person made it (``ChangeTime``): a
/// film's watchlist mark and each viewing keep the time of the last change applied, and a
/// change made before it is ignored. A log carries its viewing's name, so a send tried again
/// writes the same viewing, not a second one.
public protocol YourFilmsStore: Sendable {
    /// Writes a viewing (a new one, or an edit of the owner's viewing of the same name) and, when
    /// the film is on the owner's watchlist, takes it off in the same transaction.
    /// - Returns: what happened; ``LogOutcome/notYours`` when the name is someone else's.
    func log(_ entry: ViewingEntry, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> LogOutcome
    /// Deletes (`deleted` true) or puts back the owner's viewing `id`. A deleted viewing is kept
    /// out of sight until housekeeping, so that "Undo" restores it whole.
    /// - Returns: the viewing, nil when the owner has no viewing of that name; ``ViewingChange/superseded``
    ///   when a later change of it was applied.
    func setDeleted(_ deleted: Bool, viewing id: ViewingID, for owner: OwnerID, changedAt: ChangeTime) async throws -> ViewingChange
    /// The owner's viewing `id`, nil when they have none of that name (or it is deleted).
    func viewing(_ id: ViewingID, of owner: OwnerID) async throws -> Viewing?
    /// The owner's viewings of one film, the latest first.
    func viewings(ofMovie movieID: Int, for owner: OwnerID) async throws -> [Viewing]
    /// A page of the diary, the latest first (by day watched, then when logged): the `limit`
    /// viewings after `cursor` (from the start when nil).
    func diary(of owner: OwnerID, after cursor: DiaryCursor?, limit: Int) async throws -> [Viewing]
    /// Every viewing of `year` with its film as kept, for the year's figures.
    func viewings(inYear year: Int, of owner: OwnerID) async throws -> [YearViewing]
    /// The owner's year summed where the viewings are kept (``YearInReview``): the same figures as
    /// `YearInReview(year:viewings:)` of ``viewings(inYear:of:)``, without reading every viewing.
    func yearInReview(_ year: Int, of owner: OwnerID) async throws -> YearInReview
    /// The years in which the owner has viewings, the latest first.
    func viewingYears(of owner: OwnerID) async throws -> [Int]
    /// Every film the owner rated, with the latest rating given (by day watched, then logged).
    func ratings(of owner: OwnerID) async throws -> [RatedFilm]
    /// Puts `film` on the owner's watchlist, dated `date`, unless a later change of its mark was
    /// applied; adding it again keeps its date.
    /// - Returns: false when the change was made before the last one applied, and ignored.
    func addToWatchlist(_ film: TrackedFilm, at date: Date, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool
    /// Takes the film off the owner's watchlist, unless a later change of its mark was applied.
    /// - Returns: false when the change was made before the last one applied, and ignored.
    func removeFromWatchlist(movieID: Int, for owner: OwnerID, changedAt: ChangeTime) async throws -> Bool
    /// The owner's watchlist, the latest added first.
    func watchlist(of owner: OwnerID) async throws -> [WatchlistEntry]
    /// The marks of those of `movieIDs` the owner watched, listed or rated.
    func marks(of owner: OwnerID, among movieIDs: [Int]) async throws -> [Int: FilmMarks]
    /// Gives every viewing, watchlist film and list of `source` to `destination` (a visitor's,
    /// when they log in): both sides' viewings and lists are kept; a film on both watchlists
    /// stays at its earlier date. `source` is left with none.
    func moveAll(from source: OwnerID, to destination: OwnerID) async throws
}

/// What a log did.
public enum LogOutcome: Sendable, Hashable {
    /// Written; `tookOffWatchlist` when the film was on the watchlist and was taken off.
    case logged(tookOffWatchlist: Bool)
    /// A later change of this viewing was applied first: nothing was written.
    case superseded
    /// The name belongs to another owner's viewing: nothing was written.
    case notYours
}

/// What a deletion or its "Undo" did.
public enum ViewingChange: Sendable, Hashable {
    /// Done; the viewing as it is (for "Undo").
    case applied(Viewing)
    /// A later change of this viewing was applied first: nothing was written.
    case superseded
    /// The owner has no viewing of that name.
    case notFound
}

/// Where a page of the diary ends: the last viewing shown, to read on after.
public struct DiaryCursor: Sendable, Hashable, CustomStringConvertible {
    /// Its day watched.
    public let watchedOn: WatchDate
    /// When it was logged, in whole milliseconds since 1970.
    public let loggedAtMilliseconds: Int64
    /// Its name.
    public let id: ViewingID

    /// The cursor after `viewing`.
    public init(after viewing: Viewing) {
        watchedOn = viewing.watchedOn
        loggedAtMilliseconds = ChangeTime(viewing.loggedAt).millisecondsSince1970
        id = viewing.id
    }

    /// A cursor read from an address (`2025-03-12~1732870000123~3f25…`); nil when malformed.
    public init?(_ text: String) {
        let parts = text.split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count == 3, text.utf8.count <= 100, let day = WatchDate(String(parts[0])),
              let milliseconds = Int64(parts[1]), ChangeTime.validMilliseconds.contains(milliseconds), let id = ViewingID(String(parts[2]))
        else { return nil }
        watchedOn = day
        loggedAtMilliseconds = milliseconds
        self.id = id
    }

    /// The cursor as an address writes it.
    public var description: String { "\(watchedOn)~\(loggedAtMilliseconds)~\(id)" }
}

/// A viewing of the year, with what its figures count.
public struct YearViewing: Sendable, Hashable {
    /// The viewing.
    public let viewing: Viewing
    /// The film as kept.
    public let film: TrackedFilm

    /// `viewing` of `film`.
    public init(viewing: Viewing, film: TrackedFilm) {
        self.viewing = viewing
        self.film = film
    }
}
