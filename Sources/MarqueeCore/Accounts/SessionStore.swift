import Foundation

/// The logged-in sessions, kept on the server. A browser holds a random token; the store holds
/// only its digest (``SessionTokenIssuing``), so a copy of the database opens no session.
public protocol SessionStore: Sendable {
    /// Records a session for `account`, started at `date`.
    func start(digest: String, for account: AccountID, at date: Date) async throws
    /// The account of a live session: neither idle for longer than the policy allows nor older
    /// than its absolute lifetime. A session used again is marked as used at `date`.
    func account(forDigest digest: String, at date: Date, policy: SessionPolicy) async throws -> Account?
    /// Ends one session.
    func end(digest: String) async throws
}

/// How long a session lives.
public struct SessionPolicy: Sendable, Equatable {
    /// A session unused for this long is over.
    public var idleTimeout: Duration
    /// A session is over this long after log in, however much it is used.
    public var absoluteLifetime: Duration
    /// A session's last use is written at most this often, so browsing does not write on every
    /// page.
    public var touchInterval: Duration

    /// The defaults: two weeks idle, thirty days at most, last use written hourly.
    public init(idleTimeout: Duration = .seconds(14 * 24 * 3600), absoluteLifetime: Duration = .seconds(30 * 24 * 3600),
                touchInterval: Duration = .seconds(3600)) {
        self.idleTimeout = idleTimeout
        self.absoluteLifetime = absoluteLifetime
        self.touchInterval = touchInterval
    }
}

/// Makes session tokens and their digests; an adapter with a cryptographic random source and
/// hash (Core has neither).
public protocol SessionTokenIssuing: Sendable {
    /// A new random token of 256 bits, and its digest.
    func issue() -> (token: String, digest: String)
    /// The digest of a token a browser sent; nil when it is not shaped like one.
    func digest(of token: String) -> String?
}

/// Hashes and checks passwords; an adapter (bcrypt) that keeps the work off the threads that
/// answer requests.
public protocol PasswordHashing: Sendable {
    /// A salted hash of `password`.
    func hash(_ password: String) async throws -> String
    /// Whether `password` is the one `hash` was made from. With no hash (no such account), it
    /// does the same work against a hash of its own and answers false, so that the answer's
    /// timing does not tell whether an account exists.
    func verify(_ password: String, against hash: String?) async throws -> Bool
}
