import Foundation

/// Which film of the catalog an export's film is: by TMDB's id when it gives one, else by its
/// title (or original title) and year, a year off by one only when nothing else fits. Searches
/// the catalog it is given: the embedded one offline, TMDB's (filling the local one) when live.
public struct FilmMatcher: Sendable {
    private let catalog: any MovieCatalog

    public init(catalog: any MovieCatalog) {
        self.catalog = catalog
    }

    /// The catalog's film for `film`, the films that fit equally, or none.
    public func match(_ film: ImportedFilm) async throws -> FilmMatch {
        if let id = film.tmdbID, let movie = try await catalog.movie(id: id) { return .one(movie) }
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

/// What matching found for one film.
public enum FilmMatch: Sendable, Hashable {
    /// Exactly one film fits.
    case one(Movie)
    /// Several fit equally; the person picks.
    case several([Movie])
    /// None fits: the film is kept by its name and year, to be matched later.
    case none

    init(_ movies: [Movie]) {
        switch movies.count {
        case 0: self = .none
        case 1: self = .one(movies[0])
        default: self = .several(movies)
        }
    }
}
