import Foundation
import GRDB
import MarqueeCore

/// Every owner's lists in SQLite: `filmList`, its films in `filmListEntry` (over `trackedFilm`,
/// the films as their pages showed them) and its links in `listShare`.
public struct SQLiteFilmListStore: FilmListStore {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func save(_ id: FilmListID, name: String, description: String, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO filmList (id, ownerID, name, description, updatedAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, updatedAt = excluded.updatedAt
                WHERE ownerID = excluded.ownerID
                """, arguments: [id.rawValue, owner.rawValue, name, description, date])
            return db.changesCount > 0
        }
    }

    public func lists(of owner: OwnerID) async throws -> [FilmListSummary] {
        try await database.readOffTheLoops { db in
            try Row.fetchAll(db, sql: """
                SELECT filmList.id, filmList.name,
                  (SELECT count(*) FROM filmListEntry WHERE listID = filmList.id),
                  EXISTS (SELECT 1 FROM listShare WHERE listID = filmList.id AND isActive),
                  \(ViewingRows.filmColumns)
                FROM filmList
                LEFT JOIN filmListEntry AS first ON first.listID = filmList.id
                  AND first.position = (SELECT min(position) FROM filmListEntry WHERE listID = filmList.id)
                LEFT JOIN trackedFilm ON trackedFilm.movieID = first.movieID
                WHERE filmList.ownerID = ? AND filmList.deletedAt IS NULL
                ORDER BY filmList.updatedAt DESC, filmList.id
                """, arguments: [owner.rawValue]).compactMap { row in
                    FilmListID(row[0]).map { id in
                        FilmListSummary(id: id, name: row[1], filmCount: row[2], firstFilm: (row[4] as Int?).map { _ in ViewingRows.movie(row, from: 4) },
                                        isShared: row[3])
                    }
                }
        }
    }

    public func list(_ id: FilmListID, of owner: OwnerID) async throws -> FilmList? {
        try await database.readOffTheLoops { db in
            try Self.list(db, where: "filmList.id = ? AND filmList.ownerID = ? AND filmList.deletedAt IS NULL", arguments: [id.rawValue, owner.rawValue])
        }
    }

    public func add(_ film: TrackedFilm, note: String, to id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { db in
            try ViewingRows.keep(film, db)
            try db.execute(sql: """
                INSERT INTO filmListEntry (listID, movieID, position, note)
                VALUES (?1, ?2, (SELECT IFNULL(max(position) + 1, 0) FROM filmListEntry WHERE listID = ?1), ?3)
                ON CONFLICT (listID, movieID) DO NOTHING
                """, arguments: [id.rawValue, film.movie.id, note])
            return true
        }
    }

    public func remove(movieID: Int, from id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { db in
            guard let position = try Int.fetchOne(db, sql: "SELECT position FROM filmListEntry WHERE listID = ? AND movieID = ?",
                                                  arguments: [id.rawValue, movieID]) else { return true }
            try db.execute(sql: "DELETE FROM filmListEntry WHERE listID = ? AND movieID = ?", arguments: [id.rawValue, movieID])
            try db.execute(sql: "UPDATE filmListEntry SET position = position - 1 WHERE listID = ? AND position > ?", arguments: [id.rawValue, position])
            return true
        }
    }

    public func move(movieID: Int, to position: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { db in
            var order = try Int.fetchAll(db, sql: "SELECT movieID FROM filmListEntry WHERE listID = ? ORDER BY position", arguments: [id.rawValue])
            guard let from = order.firstIndex(of: movieID) else { return false }
            order.insert(order.remove(at: from), at: min(max(position, 0), order.count))
            // Renumbered past the end first, then in place: no two films share a place meanwhile.
            try db.execute(sql: "UPDATE filmListEntry SET position = position + ? WHERE listID = ?", arguments: [order.count, id.rawValue])
            for (index, film) in order.enumerated() {
                try db.execute(sql: "UPDATE filmListEntry SET position = ? WHERE listID = ? AND movieID = ?", arguments: [index, id.rawValue, film])
            }
            return true
        }
    }

    public func setNote(_ note: String, movieID: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { db in
            try db.execute(sql: "UPDATE filmListEntry SET note = ? WHERE listID = ? AND movieID = ?", arguments: [note, id.rawValue, movieID])
            return db.changesCount > 0
        }
    }

    public func setDeleted(_ deleted: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE filmList SET deletedAt = ? WHERE id = ? AND ownerID = ?",
                           arguments: [deleted ? date : nil, id.rawValue, owner.rawValue])
            return db.changesCount > 0
        }
    }

    public func setShared(_ token: ShareToken?, indexable: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { db in
            try db.execute(sql: "UPDATE listShare SET isActive = 0 WHERE listID = ? AND isActive", arguments: [id.rawValue])
            if let token {
                try db.execute(sql: "INSERT INTO listShare (token, listID, isActive, isIndexable) VALUES (?, ?, 1, ?)",
                               arguments: [token.rawValue, id.rawValue, indexable])
            }
            return true
        }
    }

    public func sharedList(_ token: ShareToken) async throws -> SharedListLookup {
        try await database.readOffTheLoops { db in
            guard let share = try Row.fetchOne(db, sql: """
                SELECT listShare.isActive AND filmList.deletedAt IS NULL, filmList.id FROM listShare JOIN filmList ON filmList.id = listShare.listID
                WHERE listShare.token = ?
                """, arguments: [token.rawValue]) else { return .unknown }
            guard share[0] as Bool, let list = try Self.list(db, where: "filmList.id = ?", arguments: [share[1] as String]) else { return .turnedOff }
            return .shared(list)
        }
    }

    /// Runs `change` in a transaction when the owner has the list (not deleted), and marks the
    /// list changed at `date` when it says it changed something.
    private func changing(_ id: FilmListID, of owner: OwnerID, at date: Date, _ change: @escaping @Sendable (Database) throws -> Bool) async throws -> Bool {
        try await database.writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM filmList WHERE id = ? AND ownerID = ? AND deletedAt IS NULL",
                                    arguments: [id.rawValue, owner.rawValue]) == true, try change(db) else { return false }
            try db.execute(sql: "UPDATE filmList SET updatedAt = ? WHERE id = ?", arguments: [date, id.rawValue])
            return true
        }
    }

    /// The list matching `condition`, with its films in order and its active share.
    private static func list(_ db: Database, where condition: String, arguments: StatementArguments) throws -> FilmList? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT filmList.id, filmList.name, filmList.description, filmList.updatedAt, listShare.token, listShare.isIndexable
            FROM filmList LEFT JOIN listShare ON listShare.listID = filmList.id AND listShare.isActive
            WHERE \(condition)
            """, arguments: arguments), let id = FilmListID(row[0]) else { return nil }
        let entries = try Row.fetchAll(db, sql: """
            SELECT \(ViewingRows.filmColumns), filmListEntry.note FROM filmListEntry
            JOIN trackedFilm ON trackedFilm.movieID = filmListEntry.movieID
            WHERE filmListEntry.listID = ? ORDER BY filmListEntry.position
            """, arguments: [id.rawValue]).map { FilmListEntry(movie: ViewingRows.movie($0), note: $0[10]) }
        let share = (row[4] as String?).flatMap(ShareToken.init).map { ListShare(token: $0, isIndexable: row[5]) }
        return FilmList(id: id, name: row[1], description: row[2], entries: entries, share: share, updatedAt: row[3])
    }
}
