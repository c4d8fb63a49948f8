import Foundation

/// The logged-in side of a browser: which account a session token opens, and log out.
public struct AccountSessions: Sendable {
    let sessions: any SessionStore
    let tokens: any SessionTokenIssuing
    let policy: SessionPolicy
    let now: @Sendable () -> Date

    /// The account whose live session `token` is; nil when it is malformed, unknown, ended or
    /// expired.
    public func account(forToken token: String) async throws -> Account? {
        guard let digest = tokens.digest(of: token) else { return nil }
        return try await sessions.account(forDigest: digest, at: now(), policy: policy)
    }

    /// Ends the session on the server, so the token opens nothing any more.
    public func logOut(token: String) async throws {
        guard let digest = tokens.digest(of: token) else { return }
        try await sessions.end(digest: digest)
    }
}
