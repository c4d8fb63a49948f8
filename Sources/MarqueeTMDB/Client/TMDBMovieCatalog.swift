import Foundation
import MarqueeCore

/// The live catalog: TMDB's v3 API over an injected ``HTTPTransport``.
///
/// ```swift
/// let catalog = TMDBMovieCatalog(
///     configuration: TMDBConfiguration(credentials: .apiKey(key)),
///     transport: AsyncHTTPClientTransport(client: .shared)
/// )
/// let page = try await catalog.search(SearchQuery("batman"), page: 1)
/// ```
public struct TMDBMovieCatalog: MovieCatalog {
    private let configuration: TMDBConfiguration
    private let transport: any HTTPTransport
    private let retrier: Retrier

    /// Talks to TMDB as `configuration` says, over `transport`, retrying with `retrier`.
    public init(configuration: TMDBConfiguration, transport: any HTTPTransport, retrier: Retrier = Retrier()) {
        self.configuration = configuration
        self.transport = transport
        self.retrier = retrier
    }

    /// TMDB's `search/movie` results for `query`, adult films left out.
    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        let response: TMDBMovieListResponse = try await get("search/movie", parameters: [
            "query": query.text,
            "page": String(page),
            "include_adult": "false",
        ])
        return response.moviePage
    }

    /// TMDB's `movie/popular` list, one page of it.
    public func popular(page: Int) async throws -> MoviePage {
        let response: TMDBMovieListResponse = try await get("movie/popular", parameters: ["page": String(page)])
        return response.moviePage
    }

    /// TMDB's own top-rated list, which already leaves out films with few votes.
    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        let response: TMDBMovieListResponse = try await get("movie/top_rated", parameters: ["page": "1"])
        return Array(response.moviePage.movies.prefix(limit))
    }

    /// TMDB's details of the film; nil when TMDB answers 404.
    public func movie(id: Int) async throws -> Movie? {
        do {
            let details: TMDBMovieResult = try await get("movie/\(id)", parameters: [:])
            return details.movie
        } catch CatalogError.notFound {
            return nil
        }
    }

    /// What one request for a film's page appends to its details: everything the page shows.
    static let movieAppends = "credits,videos,recommendations,similar,watch/providers,release_dates"

    /// The film's whole page in one request (details with ``movieAppends``); nil on a 404.
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        do {
            let response: TMDBMovieDetailsResponse = try await get("movie/\(id)", parameters: ["append_to_response": Self.movieAppends])
            return response.profile
        } catch CatalogError.notFound {
            return nil
        }
    }

    /// The person's page in one request (details with `movie_credits`); nil on a 404.
    public func person(id: Int) async throws -> Person? {
        do {
            let response: TMDBPersonResponse = try await get("person/\(id)", parameters: ["append_to_response": "movie_credits"])
            return response.person
        } catch CatalogError.notFound {
            return nil
        }
    }

    /// TMDB's `discover/movie` for one genre, most popular first, adult films left out.
    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        let response: TMDBMovieListResponse = try await get("discover/movie", parameters: [
            "with_genres": String(genre.id),
            "sort_by": "popularity.desc",
            "include_adult": "false",
            "page": String(page),
        ])
        return response.moviePage
    }

    /// GETs `path` below the API root and decodes the answer, retrying transient failures.
    func get<Value: Decodable & Sendable>(_ path: String, parameters: [String: String]) async throws -> Value {
        let request = makeRequest(path, parameters: parameters)
        let format = configuration.responseFormat
        return try await retrier.run(request) { request in
            let response = try await transport.successfulResponse(to: request, errorFormat: format)
            do {
                return try format.decode(Value.self, from: response.body)
            } catch {
                throw CatalogError.undecodableResponse
            }
        }
    }

    private func makeRequest(_ path: String, parameters: [String: String]) -> HTTPRequest {
        var components = URLComponents(url: configuration.apiBaseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        var items = parameters.merging(["language": configuration.language]) { current, _ in current }
            .sorted { $0.key < $1.key }
            .map { URLQueryItem(name: $0.key, value: $0.value) }
        var headers = ["Accept": configuration.responseFormat.mediaType]
        switch configuration.credentials {
        case let .apiKey(key):
            items.append(URLQueryItem(name: "api_key", value: key))
        case let .readAccessToken(token):
            headers["Authorization"] = "Bearer \(token)"
        }
        components.queryItems = items
        // A "+" left as is would reach TMDB as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return HTTPRequest(method: .get, url: components.url!, headers: headers)
    }
}
