extension Movie {
    /// This film as a translation gave it, with `english`'s title or overview where the
    /// translation left one empty, and everything that is not words from `english`.
    func filling(from english: Movie) -> Movie {
        Movie(
            id: id, title: title.isEmpty ? english.title : title, originalTitle: english.originalTitle,
            overview: overview.isEmpty ? english.overview : overview, releaseDate: english.releaseDate,
            posterPath: english.posterPath ?? posterPath, backdropPath: english.backdropPath ?? backdropPath,
            popularity: english.popularity, voteAverage: english.voteAverage, voteCount: english.voteCount,
            genreIDs: english.genreIDs, isAdult: english.isAdult, originalLanguage: english.originalLanguage,
            criticScore: english.criticScore, hasDetails: english.hasDetails
        )
    }

    /// `translated`'s films in `english`'s order and number, each filled from its English self.
    static func filling(_ translated: [Movie], from english: [Movie]) -> [Movie] {
        let byID = Dictionary(translated.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return english.map { byID[$0.id]?.filling(from: $0) ?? $0 }
    }
}

extension MoviePage {
    /// The English page, its films' words taken from the translated page where it has them.
    func filling(from english: MoviePage) -> MoviePage {
        MoviePage(page: english.page, totalPages: english.totalPages, totalResults: english.totalResults,
                  totalIsCapped: english.totalIsCapped, movies: Movie.filling(movies, from: english.movies))
    }
}

extension MovieProfile {
    /// The English page with the translation's words: the film's title and overview, its tagline
    /// and genres' names, its trailer in the language if it has one, its recommendations' words.
    func filling(from english: MovieProfile) -> MovieProfile {
        let genreNames = Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return MovieProfile(
            movie: movie.filling(from: english.movie), runtime: english.runtime,
            genres: english.genres.map { Genre(id: $0.id, name: genreNames[$0.id].flatMap { $0.isEmpty ? nil : $0 } ?? $0.name) },
            tagline: tagline.isEmpty ? english.tagline : tagline, directors: english.directors, cast: english.cast,
            trailer: trailer ?? english.trailer, certifications: english.certifications, watchProviders: english.watchProviders,
            recommendations: Movie.filling(recommendations, from: english.recommendations)
        )
    }
}

extension Person {
    /// The English page with the translation's biography, and its films' words; the name, the
    /// characters and the rest as in English.
    func filling(from english: Person) -> Person {
        let films = Dictionary(castCredits.map { ($0.movie.id, $0.movie) } + directed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return Person(
            id: id, name: english.name, profilePath: english.profilePath, knownFor: english.knownFor,
            birthday: english.birthday, deathday: english.deathday, placeOfBirth: english.placeOfBirth,
            biography: biography.isEmpty ? english.biography : biography,
            castCredits: english.castCredits.map { PersonFilmCredit(movie: films[$0.movie.id]?.filling(from: $0.movie) ?? $0.movie, character: $0.character) },
            directed: english.directed.map { films[$0.id]?.filling(from: $0) ?? $0 }
        )
    }
}
