import Foundation
import Logging
import MarqueeCore
import PostgresNIO

/// Every owner's lists in PostgreSQL: `film_list`, its films in `film_list_entry` (over
/// `tracked_film`) and its links in `list_share` (as ``SQLiteFilmListStore``).
public struct PostgresFilmListStore: FilmListStore {
    let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func save(_ id: FilmListID, name: String, description: String, for owner: OwnerID, at date: Date) async throws -> Bool {
        for try await _ in try await database.query("""
            INSERT INTO film_list (id, owner_id, name, description, updated_at) VALUES (\(id.rawValue), \(owner.rawValue), \(name), \(description), \(date))
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, updated_at = excluded.updated_at
            WHERE film_list.owner_id = excluded.owner_id
            RETURNING 1
            """).decode(Int.self) {
            return true
        }
        return false
    }

    public func lists(of owner: OwnerID) async throws -> [FilmListSummary] {
        var lists: [FilmListSummary] = []
        for try await row in try await database.query("""
            SELECT film_list.id AS list_id, film_list.name AS list_name,
              (SELECT count(*) FROM film_list_entry WHERE list_id = film_list.id)::integer AS film_count,
              EXISTS (SELECT 1 FROM list_share WHERE list_id = film_list.id AND is_active) AS is_shared,
              \(unescaped: PostgresViewingRows.filmColumns)
            FROM film_list
            LEFT JOIN film_list_entry AS first ON first.list_id = film_list.id
              AND first.position = (SELECT min(position) FROM film_list_entry WHERE list_id = film_list.id)
            LEFT JOIN tracked_film ON tracked_film.movie_id = first.movie_id
            WHERE film_list.owner_id = \(owner.rawValue) AND film_list.deleted_at IS NULL
            ORDER BY film_list.updated_at DESC, film_list.id
            """) {
            let access = row.makeRandomAccess()
            guard let id = FilmListID(try access["list_id"].decode(String.self)) else { continue }
            let first = try access["movie_id"].decode(Int?.self) == nil ? nil : try PostgresViewingRows.movie(from: access)
            lists.append(FilmListSummary(id: id, name: try access["list_name"].decode(String.self), filmCount: try access["film_count"].decode(Int.self),
                                         firstFilm: first, isShared: try access["is_shared"].decode(Bool.self)))
        }
        return lists
    }

    public func list(_ id: FilmListID, of owner: OwnerID) async throws -> FilmList? {
        try await Self.list(id.rawValue, owner: owner.rawValue, in: database)
    }

    public func add(_ film: TrackedFilm, note: String, to id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { connection, logger in
            try await PostgresViewingRows.keep(film, on: connection, logger: logger)
            try await connection.execute("""
                INSERT INTO film_list_entry (list_id, movie_id, position, note)
                VALUES (\(id.rawValue), \(film.movie.id), (SELECT coalesce(max(position) + 1, 0) FROM film_list_entry WHERE list_id = \(id.rawValue)), \(note))
                ON CONFLICT (list_id, movie_id) DO NOTHING
                """, logger: logger)
            return true
        }
    }

    public func remove(movieID: Int, from id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { connection, logger in
            try await connection.execute("""
                WITH gone AS (DELETE FROM film_list_entry WHERE list_id = \(id.rawValue) AND movie_id = \(movieID) RETURNING position)
                UPDATE film_list_entry SET position = position - 1 WHERE list_id = \(id.rawValue) AND position > (SELECT position FROM gone)
                """, logger: logger)
            return true
        }
    }

    public func move(movieID: Int, to position: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { connection, logger in
            var order: [Int] = []
            for try await film in try await connection.query("""
                SELECT movie_id FROM film_list_entry WHERE list_id = \(id.rawValue) ORDER BY position
                """, logger: logger).decode(Int.self) {
                order.append(film)
            }
            guard let from = order.firstIndex(of: movieID) else { return false }
            order.insert(order.remove(at: from), at: min(max(position, 0), order.count))
            try await connection.execute("""
                UPDATE film_list_entry SET position = placed.position - 1
                FROM unnest(\(order)::integer[]) WITH ORDINALITY AS placed (movie_id, position)
                WHERE film_list_entry.list_id = \(id.rawValue) AND film_list_entry.movie_id = placed.movie_id
                """, logger: logger)
            return true
        }
    }

    public func setNote(_ note: String, movieID: Int, in id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { connection, logger in
            var changed = false
            for try await _ in try await connection.query("""
                UPDATE film_list_entry SET note = \(note) WHERE list_id = \(id.rawValue) AND movie_id = \(movieID) RETURNING 1
                """, logger: logger).decode(Int.self) {
                changed = true
            }
            return changed
        }
    }

    public func setDeleted(_ deleted: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        for try await _ in try await database.query("""
            UPDATE film_list SET deleted_at = \(deleted ? date : nil) WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue) RETURNING 1
            """).decode(Int.self) {
            return true
        }
        return false
    }

    public func setShared(_ token: ShareToken?, indexable: Bool, list id: FilmListID, for owner: OwnerID, at date: Date) async throws -> Bool {
        try await changing(id, of: owner, at: date) { connection, logger in
            try await connection.execute("UPDATE list_share SET is_active = false WHERE list_id = \(id.rawValue) AND is_active", logger: logger)
            if let token {
                try await connection.execute("""
                    INSERT INTO list_share (token, list_id, is_active, is_indexable) VALUES (\(token.rawValue), \(id.rawValue), true, \(indexable))
                    """, logger: logger)
            }
            return true
        }
    }

    public func sharedList(_ token: ShareToken) async throws -> SharedListLookup {
        var found: (active: Bool, listID: String)?
        for try await (active, listID) in try await database.query("""
            SELECT list_share.is_active AND film_list.deleted_at IS NULL, film_list.id FROM list_share JOIN film_list ON film_list.id = list_share.list_id
            WHERE list_share.token = \(token.rawValue)
            """).decode((Bool, String).self) {
            found = (active, listID)
        }
        guard let found else { return .unknown }
        guard found.active, let list = try await Self.list(found.listID, owner: nil, in: database) else { return .turnedOff }
        return .shared(list)
    }

    /// Runs `change` in a transaction when the owner has the list (not deleted, locked until the
    /// end), and marks the list changed at `date` when it says it changed something.
    private func changing(
        _ id: FilmListID, of owner: OwnerID, at date: Date, _ change: @escaping @Sendable (PostgresConnection, Logger) async throws -> Bool
    ) async throws -> Bool {
        let logger = database.logger
        return try await database.transaction { connection in
            var held = false
            for try await _ in try await connection.query("""
                SELECT 1 FROM film_list WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue) AND deleted_at IS NULL FOR UPDATE
                """, logger: logger).decode(Int.self) {
                held = true
            }
            guard held, try await change(connection, logger) else { return false }
            try await connection.execute("UPDATE film_list SET updated_at = \(date) WHERE id = \(id.rawValue)", logger: logger)
            return true
        }
    }

    /// The list `id` (the owner's, when `owner` is given) that is not deleted, with its films in
    /// order and its active share.
    private static func list(_ id: String, owner: String?, in database: PostgresDatabase) async throws -> FilmList? {
        var head: (name: String, description: String, updatedAt: Date, token: String?, indexable: Bool?)?
        for try await row in try await database.query("""
            SELECT film_list.name, film_list.description, film_list.updated_at, list_share.token, list_share.is_indexable
            FROM film_list LEFT JOIN list_share ON list_share.list_id = film_list.id AND list_share.is_active
            WHERE film_list.id = \(id) AND film_list.deleted_at IS NULL AND (\(owner == nil) OR film_list.owner_id = \(owner ?? ""))
            """).decode((String, String, Date, String?, Bool?).self) {
            head = row
        }
        guard let head, let listID = FilmListID(id) else { return nil }
        var entries: [FilmListEntry] = []
        for try await row in try await database.query("""
            SELECT \(unescaped: PostgresViewingRows.filmColumns), film_list_entry.note FROM film_list_entry
            JOIN tracked_film ON tracked_film.movie_id = film_list_entry.movie_id
            WHERE film_list_entry.list_id = \(id) ORDER BY film_list_entry.position
            """) {
            let access = row.makeRandomAccess()
            entries.append(FilmListEntry(movie: try PostgresViewingRows.movie(from: access), note: try access["note"].decode(String.self)))
        }
        let share = head.token.flatMap(ShareToken.init).map { ListShare(token: $0, isIndexable: head.indexable ?? false) }
        return FilmList(id: listID, name: head.name, description: head.description, entries: entries, share: share, updatedAt: head.updatedAt)
    }
}
