import Crypto
import MarqueeCore

/// Session tokens: 256 random bits as 64 hexadecimal digits for the browser, and their SHA-256
/// for the store, so that a copy of the database opens no session.
public struct SHA256SessionTokens: SessionTokenIssuing {
    /// Tokens from the system's random source.
    public init() {}

    public func issue() -> (token: String, digest: String) {
        let token = RandomToken.make()
        return (token, Self.sha256(token))
    }

    public func digest(of token: String) -> String? {
        RandomToken.isWellFormed(token) ? Self.sha256(token) : nil
    }

    private static func sha256(_ token: String) -> String {
        Hex.lowercase(SHA256.hash(data: Array(token.utf8)))
    }
}
