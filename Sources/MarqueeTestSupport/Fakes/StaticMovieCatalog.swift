import Foundation
import MarqueeCore

/// A catalog over a fixed list of films, matching titles by case-insensitive substring, or
/// failing with a chosen error: for tests of what sits above the catalog.
public struct StaticMovieCatalog: MovieCatalog, MovieLookup, CriticRatings {
    private let movies: [Movie]
    private let people: [Person]
    private let failure: CatalogError?
    private let pageSize: Int
    /// Films' whole pages, as given; the others are made from the list.
    private var profiles: [Int: MovieProfile] = [:]

    /// A catalog over `movies`, in their order, `pageSize` a page, knowing `people`, with the
    /// pages `profiles` gives.
    public init(_ movies: [Movie], people: [Person] = [], profiles: [Int: MovieProfile] = [:], pageSize: Int = 20) {
        self.movies = movies
        self.people = people
        self.profiles = profiles
        self.pageSize = pageSize
        failure = nil
    }

    /// A catalog whose searches and lookups throw `failure`.
    public init(failingWith failure: CatalogError) {
        movies = []
        people = []
        pageSize = 20
        self.failure = failure
    }

    /// The films whose title contains the query, ignoring case, in their given order.
    public func search(_ query: SearchQuery, page: Int) async throws -> MoviePage {
        if let failure { throw failure }
        let matches = movies.filter { $0.title.lowercased().contains(query.text.lowercased()) }
        let slice = matches.dropFirst((page - 1) * pageSize).prefix(pageSize)
        return MoviePage(page: page, totalPages: (matches.count + pageSize - 1) / pageSize, totalResults: matches.count, movies: Array(slice))
    }

    /// Films in the given order, paged.
    public func popular(page: Int) async throws -> MoviePage {
        if let failure { throw failure }
        let slice = movies.dropFirst((page - 1) * pageSize).prefix(pageSize)
        return MoviePage(page: page, totalPages: (movies.count + pageSize - 1) / pageSize, totalResults: movies.count, movies: Array(slice))
    }

    /// The first films, best vote average first.
    public func topRatedByUsers(limit: Int) async throws -> [Movie] {
        if let failure { throw failure }
        return Array(movies.sorted { $0.voteAverage > $1.voteAverage }.prefix(limit))
    }

    /// The films with a critic score, best first.
    public func topRatedByCritics(limit: Int) async throws -> [Movie] {
        Array(movies.filter { $0.criticScore != nil }.sorted { $0.criticScore! > $1.criticScore! }.prefix(limit))
    }

    /// The film with TMDB id `id`, if the list holds it.
    public func movie(id: Int) async throws -> Movie? {
        if let failure { throw failure }
        return movies.first { $0.id == id }
    }

    /// The film's page: the film, its genres, and up to 12 other films sharing a genre, in
    /// list order; nil when the list lacks it.
    public func profile(ofMovie id: Int) async throws -> MovieProfile? {
        guard let movie = try await movie(id: id) else { return nil }
        if let profile = profiles[id] { return profile }
        let genres = Set(movie.genreIDs)
        let others = movies.filter { $0.id != id && !genres.isDisjoint(with: $0.genreIDs) }
        return MovieProfile(movie: movie, genres: Genre.named(movie.genreIDs), recommendations: Array(others.prefix(12)))
    }

    /// The person with TMDB id `id`, if the catalog knows them.
    public func person(id: Int) async throws -> Person? {
        if let failure { throw failure }
        return people.first { $0.id == id }
    }

    /// The films listing `genre`, in list order, paged.
    public func movies(in genre: Genre, page: Int) async throws -> MoviePage {
        if let failure { throw failure }
        let matches = movies.filter { $0.genreIDs.contains(genre.id) }
        let slice = matches.dropFirst((page - 1) * pageSize).prefix(pageSize)
        return MoviePage(page: page, totalPages: (matches.count + pageSize - 1) / pageSize, totalResults: matches.count, movies: Array(slice))
    }

    /// The film whose poster or backdrop is at `imagePath`; never fails.
    public func movie(imagePath: String) async throws -> Movie? {
        movies.first { $0.posterPath == imagePath || $0.backdropPath == imagePath }
    }

    /// `count` films titled "Film 1", "Film 2"…, released on consecutive years.
    public static func numbered(_ count: Int, title: String = "Film") -> [Movie] {
        (1...max(count, 1)).prefix(count).map { index in
            Movie(id: index, title: "\(title) \(index)", overview: "Overview \(index).", releaseDate: ReleaseDate("\(1950 + index % 70)-01-0\(1 + index % 9)"))
        }
    }
}
