import Logging
import MarqueeCore
import MarqueeStore
import PostgresNIO

/// What a batch of catalog lines told beyond the `movie` rows, written in a few statements of
/// bound arrays: runtimes, genres, and (for the films whose line names people) the credits,
/// replaced whole. The counterpart of SQLite's `FactStatements`.
struct PostgresFilmFacts {
    private var runtimeIDs: [Int] = [], runtimes: [Int] = []
    private var movieIDs: [Int] = [], days: [Int] = []
    /// Films whose last line was TMDB's export's: their genres and people stay.
    private var listedIDs: [Int] = []
    private var clearedIDs: [Int] = [], clearedRoles: [String] = []
    private var personIDs: [Int] = [], personNames: [String] = [], personPhotos: [String] = []
    private var creditMovies: [Int] = [], creditRoles: [String] = [], creditBillings: [Int] = []
    private var creditPeople: [Int] = [], creditCharacters: [String] = []

    /// The facts of `films`, a batch in file order: a film listed twice keeps, fact by fact, what
    /// its later line told (as SQLite, which writes the lines one after another), and its date
    /// from its last line (the row written).
    init(_ films: [PostgresCatalogImporter.ImportedFilm]) {
        var merged: [Int: (movie: Movie, facts: CatalogFilmFacts)] = [:]
        var order: [Int] = []
        for film in films {
            guard var known = merged[film.movie.id] else {
                merged[film.movie.id] = (film.movie, film.facts)
                order.append(film.movie.id)
                continue
            }
            known.movie = film.movie
            known.facts.runtime = film.facts.runtime ?? known.facts.runtime
            known.facts.directors = film.facts.directors ?? known.facts.directors
            known.facts.cast = film.facts.cast ?? known.facts.cast
            merged[film.movie.id] = known
        }
        var people: [Int: (name: String, photo: String)] = [:]
        for id in order {
            guard let (movie, facts) = merged[id] else { continue }
            guard movie.hasDetails else {
                listedIDs.append(id)
                continue
            }
            movieIDs.append(id)
            days.append(movie.releaseDate?.dayNumber ?? -1)
            if let runtime = facts.runtime {
                runtimeIDs.append(id)
                runtimes.append(runtime)
            }
            let roles: [(String, [(PersonReference, String)]?)] = [
                ("director", facts.directors.map { $0.map { ($0, "") } }),
                ("cast", facts.cast.map { $0.map { ($0.person, $0.character) } }),
            ]
            for (role, credits) in roles {
                guard let credits else { continue }
                clearedIDs.append(id)
                clearedRoles.append(role)
                for (billing, (person, character)) in credits.enumerated() {
                    // A credit without a photo keeps one another credit gave (as SQLite's IFNULL).
                    people[person.id] = (person.name, person.profilePath ?? people[person.id]?.photo ?? "")
                    creditMovies.append(id)
                    creditRoles.append(role)
                    creditBillings.append(billing)
                    creditPeople.append(person.id)
                    creditCharacters.append(character)
                }
            }
        }
        for (id, person) in people.sorted(by: { $0.key < $1.key }) {
            personIDs.append(id)
            personNames.append(person.name)
            personPhotos.append(person.photo)
        }
    }

    /// Writes the facts inside the batch's transaction.
    func write(on connection: PostgresConnection, logger: Logger) async throws {
        if !listedIDs.isEmpty {
            // Only the popularity "More like this" ranks by follows a line of TMDB's export.
            try await connection.execute("""
                UPDATE movie_genre SET popularity = movie.popularity FROM movie
                WHERE movie.id = movie_genre.movie_id AND movie_genre.movie_id = ANY(\(listedIDs)::bigint[])
                """, logger: logger)
        }
        guard !movieIDs.isEmpty else { return }
        if !runtimeIDs.isEmpty {
            try await connection.execute("""
                UPDATE movie SET runtime = given.runtime FROM unnest(\(runtimeIDs)::bigint[], \(runtimes)::bigint[]) AS given (id, runtime)
                WHERE movie.id = given.id
                """, logger: logger)
        }
        try await connection.execute("DELETE FROM movie_genre WHERE movie_id = ANY(\(movieIDs)::bigint[])", logger: logger)
        try await connection.execute("""
            INSERT INTO movie_genre (genre_id, movie_id, day, popularity, is_adult)
            SELECT DISTINCT unnest(movie.genre_ids), movie.id, NULLIF(given.day, -1), movie.popularity, movie.is_adult
            FROM movie JOIN unnest(\(movieIDs)::bigint[], \(days)::bigint[]) AS given (id, day) ON given.id = movie.id
            ON CONFLICT DO NOTHING
            """, logger: logger)
        guard !clearedIDs.isEmpty else { return }
        try await connection.execute("""
            DELETE FROM movie_credit USING unnest(\(clearedIDs)::bigint[], \(clearedRoles)::text[]) AS cleared (movie_id, role)
            WHERE movie_credit.movie_id = cleared.movie_id AND movie_credit.role = cleared.role
            """, logger: logger)
        try await connection.execute("""
            INSERT INTO person (id, name, profile_path)
            SELECT id, name, NULLIF(photo, '') FROM unnest(\(personIDs)::bigint[], \(personNames)::text[], \(personPhotos)::text[]) AS given (id, name, photo)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, profile_path = COALESCE(excluded.profile_path, person.profile_path)
            """, logger: logger)
        try await connection.execute("""
            INSERT INTO movie_credit (movie_id, role, billing, person_id, character)
            SELECT * FROM unnest(\(creditMovies)::bigint[], \(creditRoles)::text[], \(creditBillings)::bigint[],
                                 \(creditPeople)::bigint[], \(creditCharacters)::text[])
            """, logger: logger)
    }
}
