import Foundation

/// The use cases of a person's own films: marking a film to watch, logging viewings with a
/// rating and a review, editing and deleting them, and reading the diary back. Checks every
/// value before anything is written (``ViewingError``), and copies the film as its page shows
/// it, so the diary and the year are shown and counted offline.
public struct YourFilms: Sendable {
    /// The diary page's length.
    public static let diaryPageSize = 50

    private let details: MovieDetails
    /// The store behind it, for reading.
    public let store: any YourFilmsStore
    private let now: @Sendable () -> Date

    /// - Parameter details: where films come from, the offline copy included.
    public init(details: MovieDetails, store: any YourFilmsStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.details = details
        self.store = store
        self.now = now
    }

    /// What a person asks to log: the film, their viewing's name, and the form's texts.
    public struct LogRequest: Sendable {
        public var movieID: Int
        public var id: ViewingID
        /// The day, `YYYY-MM-DD`.
        public var watchedOn: String
        /// The stars (`3.5`); nil or empty for no rating.
        public var rating: String?
        /// The review; nil or empty for none.
        public var review: String?
        /// The browser's own calendar day, when it said (`YYYY-MM-DD`).
        public var personsToday: String?
        /// When the person made the change; nil for now.
        public var changedAt: ChangeTime?

        public init(movieID: Int, id: ViewingID, watchedOn: String, rating: String? = nil, review: String? = nil,
                    personsToday: String? = nil, changedAt: ChangeTime? = nil) {
            self.movieID = movieID
            self.id = id
            self.watchedOn = watchedOn
            self.rating = rating
            self.review = review
            self.personsToday = personsToday
            self.changedAt = changedAt
        }
    }

    /// Logs (or edits) a viewing.
    /// - Throws: ``ViewingError`` for a bad value, an unknown film or someone else's viewing;
    ///   the catalog's error when the film cannot be looked up.
    public func log(_ request: LogRequest, owner: OwnerID) async throws -> LogOutcome {
        let now = now()
        let day = try WatchDateRule(now: now, personsToday: request.personsToday).day(request.watchedOn)
        let rating = try Self.rating(request.rating)
        let review = try Review.cleaned(request.review)
        let film = try await film(request.movieID, owner: owner)
        let entry = ViewingEntry(id: request.id, film: film, watchedOn: day, rating: rating, review: review)
        let outcome = try await store.log(entry, at: now, for: owner, changedAt: request.changedAt ?? ChangeTime(now))
        if outcome == .notYours { throw ViewingError.notYourViewing }
        return outcome
    }

    /// Deletes the owner's viewing, or puts it back ("Undo").
    /// - Throws: ``ViewingError/notYourViewing`` when the owner has none of that name.
    public func setDeleted(_ deleted: Bool, viewing id: ViewingID, changedAt: ChangeTime? = nil, owner: OwnerID) async throws -> ViewingChange {
        let change = try await store.setDeleted(deleted, viewing: id, for: owner, changedAt: changedAt ?? ChangeTime(now()))
        if change == .notFound { throw ViewingError.notYourViewing }
        return change
    }

    /// Puts a film on the watchlist or takes it off.
    /// - Returns: false when a change made later was applied first.
    /// - Throws: ``ViewingError/unknownFilm``, or the catalog's error.
    @discardableResult
    public func setOnWatchlist(_ on: Bool, movieID: Int, changedAt: ChangeTime? = nil, owner: OwnerID) async throws -> Bool {
        let now = now()
        let changedAt = changedAt ?? ChangeTime(now)
        guard on else { return try await store.removeFromWatchlist(movieID: movieID, for: owner, changedAt: changedAt) }
        return try await store.addToWatchlist(try await film(movieID, owner: owner), at: now, for: owner, changedAt: changedAt)
    }

    /// The film as its page shows it (the saved copy when offline).
    private func film(_ movieID: Int, owner: OwnerID) async throws -> TrackedFilm {
        guard movieID > 0, let outcome = try await details(id: movieID, owner: owner) else { throw ViewingError.unknownFilm }
        return TrackedFilm(outcome.profile)
    }

    /// A form's stars: nil for none.
    /// - Throws: ``ViewingError/invalidRating``.
    public static func rating(_ text: String?) throws -> StarRating? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let rating = StarRating(text) else { throw ViewingError.invalidRating }
        return rating
    }
}
