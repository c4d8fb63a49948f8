import Foundation

/// What a browser brings when it logs in or signs up.
public struct BrowserArrival: Sendable, Equatable {
    /// The anonymous visitor it was until now, whose favorites and history move to the account.
    public var visitor: OwnerID?
    /// The session token it held, if any: ended, since every log in starts a new session.
    public var previousToken: String?
    /// Where it connects from, for throttling.
    public var clientAddress: String
    /// The id of the device cookie it holds from an earlier log in to the account it is logging
    /// in to (checked by the web app), or nil: its failures are then counted apart from the
    /// account's, so that failures from elsewhere cannot lock it out (OWASP's device cookies).
    public var knownDevice: String?

    /// Describes the browser.
    public init(visitor: OwnerID?, previousToken: String?, clientAddress: String, knownDevice: String? = nil) {
        self.visitor = visitor
        self.previousToken = previousToken
        self.clientAddress = clientAddress
        self.knownDevice = knownDevice
    }
}

/// A session just started: the token goes to the browser, never to the store.
public struct StartedSession: Sendable, Equatable {
    public let account: Account
    public let token: String
}

/// Starts a session for an account: ends the browser's previous one, and moves the anonymous
/// visitor's favorites, searches (films and images), watchlist and diary into the account.
struct SessionStart: Sendable {
    let sessions: any SessionStore
    let tokens: any SessionTokenIssuing
    let favorites: any FavoritesStore
    let history: any SearchHistory
    let galleryHistory: (any GalleryHistory)?
    let yourFilms: (any YourFilmsStore)?

    func start(for account: Account, arrival: BrowserArrival, at date: Date) async throws -> StartedSession {
        if let previous = arrival.previousToken, let digest = tokens.digest(of: previous) {
            try await sessions.end(digest: digest)
        }
        let (token, digest) = tokens.issue()
        try await sessions.start(digest: digest, for: account.id, at: date)
        if let visitor = arrival.visitor, visitor != account.owner {
            try await favorites.moveAll(from: visitor, to: account.owner)
            try await history.moveAll(from: visitor, to: account.owner)
            try await galleryHistory?.moveAll(from: visitor, to: account.owner)
            try await yourFilms?.moveAll(from: visitor, to: account.owner)
        }
        return StartedSession(account: account, token: token)
    }
}
