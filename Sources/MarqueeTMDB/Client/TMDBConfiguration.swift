import Foundation

/// Where TMDB lives and how Marquee proves who it is.
public struct TMDBConfiguration: Sendable, Hashable {
    /// The v3 API root, `https://api.themoviedb.org/3` in production.
    public var apiBaseURL: URL
    public var credentials: TMDBCredentials
    /// The language of titles and overviews, as TMDB's `language` parameter.
    public var language: String
    public var responseFormat: TMDBResponseFormat

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
    case apiKey(String)
    case readAccessToken(String)
}
