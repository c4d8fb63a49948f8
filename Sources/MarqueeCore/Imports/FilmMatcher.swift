import Foundation

/// Which film of the catalog an export's film is: by TMDB's id when it gives one, by its IMDb
/// id through TMDB's `/find` when live, else by its title (or original title) and year, a year
/// off by one only when nothing else fits. Searches the catalog it is given: the embedded one
/// offline, TMDB's (filling the local one) when live.
public struct FilmMatcher: Sendable {
    private let catalog: any MovieCatalog
    private let finder: (any FilmFinding)?

    /// - Parameter finder: finds films by their IMDb id; nil offline.
    public init(catalog: any MovieCatalog, finder: (any FilmFinding)? = nil) {
        self.catalog = catalog
        self.finder = finder
    }

    /// The catalog's film for `film`, the films that fit equally, or none.
    public func match(_ film: ImportedFilm) async throws -> FilmMatch {
        if let id = film.tmdbID, let movie = try await catalog.movie(id: id) { return .one(movie) }
        if let finder, let id = film.imdbID.flatMap(IMDbID.init), let movie = try await finder.movie(imdbID: id) { return .one(movie) }
        let key = TitleKey(film.title), original = film.originalTitle.map(TitleKey.init)
        guard !key.rawValue.isEmpty, let query = try? SearchQuery(film.title) else { return .none }
        let named = try await catalog.search(query, page: 1).movies.filter { movie in
            let titles = [TitleKey(movie.title), TitleKey(movie.originalTitle)]
            return titles.contains(key) || original.map(titles.contains) == true
        }
        guard let year = film.year else { return FilmMatch(named) }
        let sameYear = named.filter { $0.releaseDate?.year == year }
        if !sameYear.isEmpty { return FilmMatch(sameYear) }
        // Release years differ by country and by service; one year off, when nothing else fits.
        return FilmMatch(named.filter { $0.releaseDate.map { abs($0.year - year) == 1 } == true })
    }
}

extension FilmMatcher {
    /// The catalog's films a person may pick for `film` by hand: those its title finds, the
    /// ones of its very title first, then the closest in year.
    public func candidates(_ film: ImportedFilm) async throws -> [Movie] {
        guard let query = try? SearchQuery(film.title) else { return [] }
        let key = TitleKey(film.title)
        return try await catalog.search(query, page: 1).movies.enumerated().sorted { left, right in
            func rank(_ movie: Movie, _ position: Int) -> (Int, Int, Int) {
                let named = TitleKey(movie.title) == key || TitleKey(movie.originalTitle) == key
                var distance = 9_999
                if let released = movie.releaseDate?.year, let year = film.year { distance = abs(released - year) }
                return (named ? 0 : 1, distance, position)
            }
            return rank(left.element, left.offset) < rank(right.element, right.offset)
        }.map(\.element)
    }
}

/// What matching found for one film.
public enum FilmMatch: Sendable, Hashable, Codable {
    /// Exactly one film fits.
    case one(Movie)
    /// Several fit equally; the person picks.
    case several([Movie])
    /// None fits: the film is kept by its name and year, to be matched later.
    case none

    /// The films to pick from: none, the one, or the several.
    public var candidates: [Movie] {
        switch self {
        case let .one(movie): [movie]
        case let .several(movies): movies
        case .none: []
        }
    }

    init(_ movies: [Movie]) {
        switch movies.count {
        case 0: self = .none
        case 1: self = .one(movies[0])
        default: self = .several(movies)
        }
    }
}
