import Foundation
import GRDB
import MarqueeCore

/// The SQL that reads viewings and the films they are of, and the rows it returns.
enum ViewingRows {
    /// The columns of a viewing joined with its film (`viewing JOIN trackedFilm`), in the order
    /// ``viewing(_:)`` reads them (the film's from position 5, the ordinal at 15), with which time
    /// of watching the film it was: one more than the owner's visible viewings of the film before
    /// it, by day watched, then when logged, then name (found on the `viewing_film` index).
    static let columns = """
        viewing.id, viewing.watchedOn, viewing.rating, viewing.review, viewing.loggedAt,
        \(filmColumns),
        1 + (SELECT count(*) FROM viewing AS earlier
             WHERE earlier.ownerID = viewing.ownerID AND earlier.movieID = viewing.movieID AND earlier.deletedAt IS NULL
               AND (earlier.watchedOn, earlier.loggedAt, earlier.id) < (viewing.watchedOn, viewing.loggedAt, viewing.id)) AS ordinal
        """

    /// ``columns`` for every visible viewing of one owner at once (`?1`), each numbered in one pass
    /// over them (a window) instead of a count a row: a year of 5,000 viewings is read from this.
    static let everyVisibleViewing = """
        SELECT viewing.id, viewing.watchedOn, viewing.rating, viewing.review, viewing.loggedAt,
          \(filmColumns),
          row_number() OVER (PARTITION BY viewing.movieID ORDER BY viewing.watchedOn, viewing.loggedAt, viewing.id) AS ordinal
        FROM viewing JOIN trackedFilm ON trackedFilm.movieID = viewing.movieID
        WHERE viewing.ownerID = ?1 AND viewing.deletedAt IS NULL
        """

    /// The columns of a film as kept, in the order ``movie(_:from:)`` reads them.
    static let filmColumns = """
        trackedFilm.movieID, trackedFilm.title, trackedFilm.originalTitle, trackedFilm.releaseDate, trackedFilm.posterPath,
        trackedFilm.backdropPath, trackedFilm.popularity, trackedFilm.genreIDs, trackedFilm.runtime, trackedFilm.overview
        """

    /// A viewing of a row of ``columns``; nil when a stored value does not read (never written so).
    /// Read by position, in the order of ``columns``: GRDB finds a column by name by comparing
    /// names without regard to case, which was a tenth of a diary page's time under load.
    static func viewing(_ row: Row) -> Viewing? {
        guard let id = ViewingID(row[0]), let day = WatchDate(row[1]) else { return nil }
        let rating: Int? = row[2]
        let loggedAt: Int64 = row[4]
        return Viewing(
            id: id, movie: movie(row, from: 5), watchedOn: day, rating: rating.flatMap(StarRating.init(halfStars:)), review: row[3],
            loggedAt: Date(timeIntervalSince1970: TimeInterval(loggedAt) / 1_000), ordinal: row[15]
        )
    }

    /// The film of a row holding ``filmColumns`` from position `first`, read by position in their order.
    static func movie(_ row: Row, from first: Int = 0) -> Movie {
        Movie(
            id: row[first], title: row[first + 1], originalTitle: row[first + 2], overview: row[first + 9],
            releaseDate: (row[first + 3] as String?).flatMap(ReleaseDate.init), posterPath: row[first + 4],
            backdropPath: row[first + 5], popularity: row[first + 6], genreIDs: GenreIDList.decode(row[first + 7])
        )
    }

    /// Writes `film` into `trackedFilm` (and its people, when the copy names any), in `db`'s
    /// transaction. A copy that knows less (an offline page without the cast) keeps what is known.
    static func keep(_ film: TrackedFilm, _ db: Database) throws {
        let movie = film.movie
        try db.execute(sql: """
            INSERT INTO trackedFilm (movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, popularity, genreIDs, runtime)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (movieID) DO UPDATE SET
              title = excluded.title, originalTitle = excluded.originalTitle,
              overview = CASE WHEN excluded.overview = '' THEN overview ELSE excluded.overview END, releaseDate = IFNULL(excluded.releaseDate, releaseDate),
              posterPath = IFNULL(excluded.posterPath, posterPath), backdropPath = IFNULL(excluded.backdropPath, backdropPath),
              popularity = excluded.popularity, genreIDs = CASE WHEN excluded.genreIDs = '[]' THEN genreIDs ELSE excluded.genreIDs END,
              runtime = IFNULL(excluded.runtime, runtime)
            """, arguments: [
                movie.id, movie.title, movie.originalTitle, movie.overview, movie.releaseDate?.description, movie.posterPath, movie.backdropPath,
                movie.popularity, GenreIDList.encode(movie.genreIDs), film.runtime,
            ])
        for (role, people) in [("director", film.directors), ("cast", film.cast)] where !people.isEmpty {
            // Rewritten only when they changed: a change recounts every owner's years with the film.
            let kept = try Row.fetchAll(db.cachedStatement(sql: "SELECT personID, name FROM trackedFilmPerson WHERE movieID = ? AND role = ? ORDER BY billing"),
                                        arguments: [movie.id, role]).map { PersonReference(id: $0["personID"], name: $0["name"]) }
            guard kept != people else { continue }
            try db.execute(sql: "DELETE FROM trackedFilmPerson WHERE movieID = ? AND role = ?", arguments: [movie.id, role])
            for (billing, person) in people.enumerated() {
                try db.execute(sql: "INSERT INTO trackedFilmPerson (movieID, role, billing, personID, name) VALUES (?, ?, ?, ?, ?)",
                               arguments: [movie.id, role, billing, person.id, person.name])
            }
        }
    }
}

/// A film's genre ids as one column: a JSON array of numbers, `[28,12]`.
enum GenreIDList {
    static func encode(_ ids: [Int]) -> String { "[" + ids.map(String.init).joined(separator: ",") + "]" }

    /// The ids of `text`; the numbers in it, whatever else it holds.
    static func decode(_ text: String?) -> [Int] {
        guard let text else { return [] }
        return text.split { $0 == "[" || $0 == "]" || $0 == "," || $0 == " " }.compactMap { Int($0) }
    }
}
