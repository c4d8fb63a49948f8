import Foundation
import GRDB
import MarqueeCore

/// Writes one ``ImportPlan`` in the transaction of `db`: each film once (an unmatched one found or
/// made by its folded title and year), then the viewings the owner does not have yet, then the
/// watchlist and hearts.
struct SQLiteImportWriter {
    let db: Database
    let owner: OwnerID
    let date: Date
    private var ids: [PlannedFilm: Int] = [:]
    private var result = ImportResult()

    init(db: Database, owner: OwnerID, date: Date) {
        self.db = db
        self.owner = owner
        self.date = date
    }

    mutating func write(_ plan: ImportPlan) throws -> ImportResult {
        for film in plan.films { _ = try id(of: film) }
        try writeViewings(plan)
        let changedAt = ChangeTime(date)
        for mark in plan.watchlist {
            let movieID = try id(of: mark.film)
            guard try ChangeClock.advance(db, owner: owner, subject: .watchlist(movieID), to: changedAt) else { continue }
            try db.execute(sql: "INSERT INTO watchlist (ownerID, movieID, addedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [owner.rawValue, movieID, mark.on?.noonUTC ?? date])
            result.watchlistAdded += db.changesCount
        }
        for mark in plan.hearts {
            let movieID = try id(of: mark.film)
            guard try ChangeClock.advance(db, owner: owner, subject: .favorite(movieID), to: changedAt) else { continue }
            try db.execute(sql: """
                INSERT INTO favorite (ownerID, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, favoritedAt)
                SELECT ?, movieID, title, originalTitle, overview, releaseDate, posterPath, backdropPath, ? FROM trackedFilm WHERE movieID = ?
                ON CONFLICT DO NOTHING
                """, arguments: [owner.rawValue, mark.on?.noonUTC ?? date, movieID])
            result.heartsAdded += db.changesCount
        }
        for list in plan.lists { try write(list) }
        return result
    }

    /// Makes the owner's imported list, or finds it again (brought back if deleted), and adds the
    /// films it does not have yet at its end, in the file's order.
    private mutating func write(_ list: PlannedList) throws {
        let id = FilmListID.imported(list.name, owner: owner)
        try db.execute(sql: """
            INSERT INTO filmList (id, ownerID, name, description, updatedAt) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET deletedAt = NULL, updatedAt = excluded.updatedAt WHERE ownerID = excluded.ownerID
            """, arguments: [id.rawValue, owner.rawValue, list.name, list.description, date])
        guard db.changesCount > 0 else { return }
        for entry in list.entries {
            try db.execute(sql: """
                INSERT INTO filmListEntry (listID, movieID, position, note)
                VALUES (?1, ?2, (SELECT IFNULL(max(position) + 1, 0) FROM filmListEntry WHERE listID = ?1), ?3)
                ON CONFLICT (listID, movieID) DO NOTHING
                """, arguments: [id.rawValue, try self.id(of: entry.film), entry.note])
        }
        result.lists += 1
    }

    /// The viewings the owner does not have yet (``ImportPlan/viewingsToWrite(ids:kept:)``).
    private mutating func writeViewings(_ plan: ImportPlan) throws {
        let kept = try Row.fetchAll(db, sql: """
            SELECT movieID, watchedOn, rating FROM viewing
            WHERE ownerID = ? AND deletedAt IS NULL AND movieID IN (SELECT value FROM json_each(?))
            """, arguments: [owner.rawValue, "[" + Set(ids.values).map(String.init).joined(separator: ",") + "]"]).compactMap { row in
                WatchDate(row[1]).map { ImportPlan.KeptViewing(movieID: row[0], watchedOn: $0, rating: (row[2] as Int?).flatMap(StarRating.init(halfStars:))) }
            }
        let (write, alreadyKept) = plan.viewingsToWrite(ids: ids, kept: kept)
        result.viewingsAlreadyKept = alreadyKept
        let loggedAt = ChangeTime(date).millisecondsSince1970
        let insert = try db.cachedStatement(sql: "INSERT INTO viewing (id, ownerID, movieID, watchedOn, rating, review, loggedAt) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (index, (viewing, movieID)) in write.enumerated() {
            try insert.execute(arguments: [
                ViewingID.make().rawValue, owner.rawValue, movieID, viewing.watchedOn.description, viewing.rating?.halfStars, viewing.review,
                loggedAt + Int64(index),
            ])
        }
        result.viewingsAdded = write.count
    }

    /// The film's id, written first: one of the catalog's as its page would keep it, or an
    /// unmatched one found by its folded title and year, or made below every id yet.
    private mutating func id(of film: PlannedFilm) throws -> Int {
        if let id = ids[film] { return id }
        let id: Int
        switch film {
        case let .film(tracked):
            try ViewingRows.keep(tracked, db)
            id = tracked.movie.id
        case let .unmatched(title, year):
            let key = TitleKey(title).rawValue
            if let found = try Int.fetchOne(db, sql: "SELECT movieID FROM unmatchedFilm WHERE titleKey = ? AND IFNULL(year, 0) = IFNULL(?, 0)",
                                            arguments: [key, year]) {
                id = found
            } else {
                id = try Int.fetchOne(db, sql: "SELECT min(-1, IFNULL(min(movieID), 0) - 1) FROM trackedFilm") ?? -1
                try db.execute(sql: """
                    INSERT INTO trackedFilm (movieID, title, originalTitle, overview, releaseDate, popularity, genreIDs)
                    VALUES (?, ?, ?, '', ?, 0, '[]')
                    """, arguments: [id, title, title, year.map { String(format: "%04d-01-01", $0) }])
                try db.execute(sql: "INSERT INTO unmatchedFilm (movieID, titleKey, year) VALUES (?, ?, ?)", arguments: [id, key, year])
            }
            result.filmsUnmatched += 1
        }
        ids[film] = id
        return id
    }
}
