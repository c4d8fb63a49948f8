import Foundation

/// Where TMDB lives and how Marquee proves who it is.
public struct TMDBConfiguration: Sendable, Hashable {
    /// The v3 API root, `https://api.themoviedb.org/3` in production.
    public var apiBaseURL: URL
    /// The key or token that proves who Marquee is.
    public var credentials: TMDBCredentials
    /// The language of titles and overviews, as TMDB's `language` parameter.
    public var language: String
    /// The body format to ask TMDB for.
    public var responseFormat: TMDBResponseFormat

    /// Describes a TMDB account; only the credentials are required.
    public init(
        apiBaseURL: URL = URL(string: "https://api.themoviedb.org/3")!,
        credentials: TMDBCredentials,
        language: String = "en-US",
        responseFormat: TMDBResponseFormat = .json
    ) {
        self.apiBaseURL = apiBaseURL
        self.credentials = credentials
        self.language = language
        self.responseFormat = responseFormat
    }
}

/// TMDB accepts either a v3 API key as a query parameter or a read access token as a bearer.
public enum TMDBCredentials: Sendable, Hashable {
    /// A v3 API key, sent as the `api_key` query parameter.
    case apiKey(String)
    /// A v4 read access token, sent as `Authorization: Bearer`.
    case readAccessToken(String)
}
